import { businessDay } from '@satchel/api';
import { merchants, messages } from '@satchel/stores';
import type SlRadioGroupElement from '@shoelace-style/shoelace/dist/components/radio-group/radio-group.component.js';
import SlRadio from '@shoelace-style/shoelace/dist/react/radio/index.js';
import SlRadioGroup from '@shoelace-style/shoelace/dist/react/radio-group/index.js';
import { DateField } from '../../components/form/DateField.js';
import { FormDialog } from '../../components/form/FormDialog.js';
import { useFormStore } from '../../components/form/useFormStore.js';
import './EarningReportDialog.css';

/**
 * Downloads the earning report for a particular date or a date range (never both, none in the
 * future, today by default; spec part 1 §5). The store checks the dates and names the file.
 */
export function EarningReportDialog() {
  const form = useFormStore(merchants.earningReportForm);
  const merchant = form.context?.merchant ?? null;
  const period = form.values.period;
  const today = businessDay();

  return (
    <FormDialog
      label={
        merchant ? messages.earningReport.titleOf(merchant.storeName) : messages.earningReport.title
      }
      open={form.open}
      onClose={merchants.earningReportForm.close}
      action={{
        label: messages.earningReport.download,
        onSubmit: () => void merchants.earningReportForm.submit(),
        busy: form.busy,
      }}
    >
      <SlRadioGroup
        label={messages.earningReport.period}
        name="period"
        value={period}
        onSlChange={(event) =>
          merchants.chooseEarningReportPeriod(
            (event.target as SlRadioGroupElement).value as merchants.EarningReportPeriod,
          )
        }
      >
        <SlRadio value="date">{messages.earningReport.particularDate}</SlRadio>
        <SlRadio value="range">{messages.earningReport.dateRange}</SlRadio>
      </SlRadioGroup>
      {period === 'date' ? (
        <DateField label={messages.earningReport.date} max={today} {...form.field('singleDate')} />
      ) : (
        <div className="earning-report__range">
          <DateField
            label={messages.earningReport.startDate}
            max={today}
            {...form.field('startDate')}
          />
          <DateField
            label={messages.earningReport.endDate}
            min={form.values.startDate || undefined}
            max={today}
            {...form.field('endDate')}
          />
        </div>
      )}
    </FormDialog>
  );
}
