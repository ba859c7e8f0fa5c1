/** The cross-engine scenarios on WebKitGTK (webkit.ts). */
import { engineSuite } from './suite';
import { webkit } from './webkit';

engineSuite(webkit());
