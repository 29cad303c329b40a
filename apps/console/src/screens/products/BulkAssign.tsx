import { useStore } from '@nanostores/react';
import {
  $downloadingTemplate,
  assignCsvUpload,
  downloadProductTemplate,
  messages,
  productCsvCheck,
} from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { CsvUpload } from '../../components/csv-upload/CsvUpload.js';
import { Icon } from '../../components/icon/Icon.js';

const assignCheck = productCsvCheck('assign');
const sendAssignFile = (file: File) => assignCsvUpload.send(file);

/**
 * Bulk assign (spec part 1 §2 Products): a CSV of products and merchants that supply them, with
 * its template, checked in the browser and imported whole or not at all.
 */
export function BulkAssign() {
  const downloading = useStore($downloadingTemplate);
  return (
    <section className="bulk-assign" aria-labelledby="bulk-assign-heading">
      <div className="bulk-assign__heading">
        <h3 id="bulk-assign-heading">{messages.products.bulkAssign}</h3>
        <SlButton
          size="small"
          disabled={downloading}
          onClick={() => void downloadProductTemplate('assign')}
        >
          <span slot="prefix">
            <Icon name="download" />
          </span>
          {messages.productManagement.templateOf.assign}
        </SlButton>
      </div>
      <p className="bulk-assign__text">{messages.products.bulkAssignText}</p>
      <CsvUpload
        label={messages.products.bulkAssign}
        check={assignCheck}
        upload={assignCsvUpload}
        send={sendAssignFile}
      />
    </section>
  );
}
