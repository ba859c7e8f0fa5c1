/** The cross-engine scenarios on Firefox (firefox.ts). */
import { engineSuite } from './suite';
import { firefox } from './firefox';

engineSuite(firefox());
