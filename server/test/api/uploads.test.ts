import { uploadSuite } from './upload-suite.js';

uploadSuite('disk');
