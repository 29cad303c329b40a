import {
  getIconLibrary,
  registerIconLibrary,
} from '@shoelace-style/shoelace/dist/components/icon/library.js';
import { satIconUrl } from '../icons/sat-icons.js';

/** The name our elements pass as `library` to sl-icon. */
export const satIconLibrary = 'sat';

/** Registers the `sat` icon library once; every tag module that draws sl-icons calls it. */
export function registerSatIcons(): void {
  if (!getIconLibrary(satIconLibrary)) {
    registerIconLibrary(satIconLibrary, { resolver: satIconUrl });
  }
}
