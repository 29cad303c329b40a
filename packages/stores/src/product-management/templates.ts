import { type ProductCsvType, productCsv } from '@satchel/api';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { saveTextFile } from '../data/save-file.js';
import { messages } from '../messages/index.js';

const download = createAction({
  run: async (type: ProductCsvType) =>
    saveTextFile(
      `product-${type.replace('_', '-')}-template.csv`,
      await api.call(productCsv.template, { query: { type } }),
    ),
  get failure() {
    return messages.productManagement.templateFailed;
  },
});

/** True while a template is on its way. */
export const $downloadingTemplate = download.$busy;

/** Saves the template of a product CSV file: its header and one example row. */
export const downloadProductTemplate = (type: ProductCsvType): Promise<boolean> =>
  download.run(type);
