import { useStore } from '@nanostores/react';
import { businessDay } from '@satchel/api';
import { merchants, messages } from '@satchel/stores';
import type SlRadioGroupElement from '@shoelace-style/shoelace/dist/components/radio-group/radio-group.component.js';
import SlRadio from '@shoelace-style/shoelace/dist/react/radio/index.js';
import SlRadioGroup from '@shoelace-style/shoelace/dist/react/radio-group/index.js';
import { DateField } from '../../components/form/DateField.js';
import { FormDialog } from '../../components/form/FormDialog.js';
import { useForm } from '../../components/form/useForm.js';
import './EarningReportDialog.css';

type Period = 'date' | 'range';

/**
 * Downloads the earning report for a particular date or a date range (never both, none in the
 * future, today by default; spec part 1 §5). The store checks the dates and names the file.
 */
export function EarningReportDialog() {
  const dialog = useStore(merchants.$earningReportDialog);
  const busy = useStore(merchants.$downloadingEarningReport);
  const merchant = dialog?.merchant ?? null;
  // Each opening starts from today.
  const form = useForm<merchants.EarningReportValues & { period: Period }>(
    () => ({ ...merchants.defaultEarningReportValues(), period: 'date' }),
    dialog,
  );
  const { values, errors } = form;
  const period = values.period;
  const today = businessDay();

  const choosePeriod = (next: Period) => {
    form.setErrors({});
    form.setValues(
      next === 'date'
        ? { period: next, singleDate: today, startDate: '', endDate: '' }
        : { period: next, singleDate: '', startDate: today, endDate: today },
    );
  };

  const download = async () => {
    const { period: _period, ...days } = values;
    form.setErrors((await merchants.downloadEarningReport(days)).errors);
  };

  return (
    <FormDialog
      label={
        merchant ? messages.earningReport.titleOf(merchant.storeName) : messages.earningReport.title
      }
      open={dialog !== null}
      onClose={merchants.closeEarningReport}
      action={{ label: messages.earningReport.download, onSubmit: download, busy }}
    >
      <SlRadioGroup
        label={messages.earningReport.period}
        name="period"
        value={period}
        onSlChange={(event) => choosePeriod((event.target as SlRadioGroupElement).value as Period)}
      >
        <SlRadio value="date">{messages.earningReport.particularDate}</SlRadio>
        <SlRadio value="range">{messages.earningReport.dateRange}</SlRadio>
      </SlRadioGroup>
      {period === 'date' ? (
        <DateField
          name="singleDate"
          label={messages.earningReport.date}
          max={today}
          value={values.singleDate}
          error={errors.singleDate}
          onValueChange={form.field('singleDate')}
        />
      ) : (
        <div className="earning-report__range">
          <DateField
            name="startDate"
            label={messages.earningReport.startDate}
            max={today}
            value={values.startDate}
            error={errors.startDate}
            onValueChange={form.field('startDate')}
          />
          <DateField
            name="endDate"
            label={messages.earningReport.endDate}
            min={values.startDate || undefined}
            max={today}
            value={values.endDate}
            error={errors.endDate}
            onValueChange={form.field('endDate')}
          />
        </div>
      )}
    </FormDialog>
  );
}
