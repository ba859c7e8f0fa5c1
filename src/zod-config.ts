/**
 * Imported by every browser module that parses with zod: its fast object parser is compiled
 * with `new Function`, which the site's Content-Security-Policy (no
 * 'unsafe-eval') forbids. Without eval zod probes for it, and each probe is a
 * reported policy violation; jitless mode never probes.
 */
import { z } from 'zod';

z.config({ jitless: true });
