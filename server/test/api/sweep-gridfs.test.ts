import { sweepSuite } from './sweep-suite.js';

sweepSuite('gridfs');
