import { catalogue } from '../messages/en.js';
import { installCatalogue } from '../messages/index.js';

// The tests read the stores in English, as a browser that prefers it does: installed before any
// test file loads a store (some read their texts when they load, as in the console).
installCatalogue('en', catalogue);
