import { useStore } from '@nanostores/react';
import type { ProductCsvType } from '@satchel/api';
import { messages, productManagement } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { Icon } from '../icon/Icon.js';

/** Saves the template of one product CSV file (its header and an example row). */
export function TemplateButton({ type }: { type: ProductCsvType }) {
  const downloading = useStore(productManagement.$downloadingTemplate);
  return (
    <SlButton
      size="small"
      disabled={downloading}
      onClick={() => void productManagement.downloadProductTemplate(type)}
    >
      <span slot="prefix">
        <Icon name="download" />
      </span>
      {messages.productManagement.templateOf[type]}
    </SlButton>
  );
}
