import { catalogue } from '../messages/hi/index.js';

/**
 * Installs Hindi in the stores `loadStores` loaded last (the same fresh modules), as the boot does
 * for an operator who chose it.
 */
export async function installHindi(): Promise<void> {
  const { installCatalogue } = await import('../messages/index.js');
  installCatalogue('hi', catalogue);
}
