import { useStore } from '@nanostores/react';
import { SatDropdown } from '@satchel/elements/react';
import { elementTexts, messages, orders } from '@satchel/stores';
import { FormDialog } from '../../../components/form/FormDialog.js';
import { LoadingIndicator } from '../../../components/loading-indicator/LoadingIndicator.js';

/**
 * One merchant per product of the order, among those matched for it; Assign only when every
 * product has one (shown as x/y).
 */
export function AssignMerchantsDialog({ orderId }: { orderId: string }) {
  const assignment = useStore(orders.$assignment);
  const progress = useStore(orders.$assignmentProgress);
  const open = assignment !== null && assignment.orderId === orderId;
  const products = open ? assignment.products : null;
  return (
    <FormDialog
      label={messages.orderAssignment.title}
      open={open}
      onClose={orders.closeAssignment}
      width="36rem"
      action={{
        label: messages.assign,
        onSubmit: () => void orders.assignOrderMerchants(),
        busy: assignment?.assigning ?? false,
        disabled: !progress.complete,
      }}
    >
      {products === null ? (
        <LoadingIndicator inline />
      ) : (
        <>
          <p className="assignment-progress" role="status">
            {messages.orderAssignment.chosen}{' '}
            <strong>{messages.orderAssignment.progress(progress.chosen, progress.total)}</strong>
          </p>
          {products.length === 0 ? <p>{messages.orderAssignment.noProducts}</p> : null}
          {products.map((product) =>
            product.merchants.length === 0 ? (
              <p key={product.productId}>
                <strong>{product.title}</strong>: {messages.orderAssignment.noMerchant}
              </p>
            ) : (
              <SatDropdown
                strings={elementTexts.dropdown}
                key={product.productId}
                label={messages.orderAssignment.merchantFor(product.title)}
                options={product.merchants.map((merchant) => ({
                  value: merchant.merchantId,
                  label: merchant.storeName,
                }))}
                value={assignment?.chosen[product.productId] ?? ''}
                disabled={assignment?.assigning ?? false}
                onSatDropdownChange={(event) =>
                  orders.chooseMerchant(product.productId, event.detail.value)
                }
              />
            ),
          )}
        </>
      )}
    </FormDialog>
  );
}
