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
 * its template, checked in the browser and imported whole or not at all. It folds away under
 * its heading, so that the table, what operators use most, comes first.
 */
export function BulkAssign() {
  const downloading = useStore($downloadingTemplate);
  return (
    <details className="bulk-assign">
      <summary className="bulk-assign__summary">{messages.products.bulkAssign}</summary>
      <div className="bulk-assign__heading">
        <p className="bulk-assign__text">{messages.products.bulkAssignText}</p>
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
      <CsvUpload
        label={messages.products.bulkAssign}
        check={assignCheck}
        upload={assignCsvUpload}
        send={sendAssignFile}
      />
    </details>
  );
}
