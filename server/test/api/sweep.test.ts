import { sweepSuite } from './sweep-suite.js';

sweepSuite('disk');
