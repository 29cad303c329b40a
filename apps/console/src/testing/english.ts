import { installCatalogue, loadCatalogue } from '@satchel/stores';

// The tests read the console in English, installed as the boot installs a language: before any
// module that reads its texts when it loads (the screens' registry, the shortcuts' list).
installCatalogue('en', await loadCatalogue('en'));
