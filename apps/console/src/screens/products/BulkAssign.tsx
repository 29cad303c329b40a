import { messages, productManagement } from '@satchel/stores';
import { CsvUpload } from '../../components/csv-upload/CsvUpload.js';
import { TemplateButton } from '../../components/csv-upload/TemplateButton.js';

const assignCheck = productManagement.productCsvCheck('assign');
const sendAssignFile = (file: File) => productManagement.assignCsvUpload.send(file);

/**
 * Bulk assign (spec part 1 §2 Products): a CSV of products and merchants that supply them, with
 * its template, checked in the browser and imported whole or not at all. It folds away under
 * its heading, so that the table, what operators use most, comes first.
 */
export function BulkAssign() {
  return (
    <details className="bulk-assign panel">
      <summary className="bulk-assign__summary">{messages.products.bulkAssign}</summary>
      <div className="bulk-assign__heading">
        <p className="bulk-assign__text">{messages.products.bulkAssignText}</p>
        <TemplateButton type="assign" />
      </div>
      <CsvUpload
        label={messages.products.bulkAssign}
        check={assignCheck}
        upload={productManagement.assignCsvUpload}
        send={sendAssignFile}
      />
    </details>
  );
}
