/**
 * Imported by every browser module that parses with zod: its fast object parser is compiled
 * with `new Function`, which the site's Content-Security-Policy (no
 * 'unsafe-eval') forbids. Without eval zod probes for it, and each probe is a
 * reported policy violation; jitless mode never probes.
 */
import * as z from 'zod/mini';

z.config({ jitless: true });
