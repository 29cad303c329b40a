import { businessDay, type merchants } from '@satchel/api';
import {
  defaultEarningReportValues,
  downloadEarningReport,
  type EarningReportErrors,
  type EarningReportValues,
  messages,
} from '@satchel/stores';
import type SlRadioGroupElement from '@shoelace-style/shoelace/dist/components/radio-group/radio-group.component.js';
import SlRadio from '@shoelace-style/shoelace/dist/react/radio/index.js';
import SlRadioGroup from '@shoelace-style/shoelace/dist/react/radio-group/index.js';
import { useState } from 'react';
import { FormDialog } from '../../components/form-dialog/FormDialog.js';
import { TextField } from '../../components/text-field/TextField.js';
import './EarningReportDialog.css';

type Period = 'date' | 'range';

interface EarningReportDialogProps {
  readonly open: boolean;
  /** The merchant whose earnings are reported; null reports every merchant's. */
  readonly merchant: merchants.Merchant | null;
  readonly onClose: () => void;
}

/**
 * Downloads the earning report for a particular date or a date range (never both, none in the
 * future, today by default; spec part 1 §5). The store checks the dates and names the file.
 */
export function EarningReportDialog({ open, merchant, onClose }: EarningReportDialogProps) {
  const [period, setPeriod] = useState<Period>('date');
  const [values, setValues] = useState<EarningReportValues>(defaultEarningReportValues);
  const [errors, setErrors] = useState<EarningReportErrors>({});
  const [busy, setBusy] = useState(false);
  const today = businessDay();

  // Each opening starts from today, in the render that opens the dialog.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setPeriod('date');
      setValues(defaultEarningReportValues());
      setErrors({});
    }
  }

  const choosePeriod = (next: Period) => {
    setPeriod(next);
    setErrors({});
    setValues(
      next === 'date'
        ? { singleDate: today, startDate: '', endDate: '' }
        : { singleDate: '', startDate: today, endDate: today },
    );
  };

  // Editing a date clears its message: it spoke of the day that was there before.
  const setDay = (field: keyof EarningReportValues) => (day: string) => {
    setValues((current) => ({ ...current, [field]: day }));
    setErrors(({ [field]: _edited, ...others }) => others);
  };

  const download = async () => {
    setBusy(true);
    const { ok, errors: refused } = await downloadEarningReport(values, merchant?.id);
    setBusy(false);
    setErrors(refused);
    if (ok) onClose();
  };

  return (
    <FormDialog
      label={
        merchant ? messages.earningReport.titleOf(merchant.storeName) : messages.earningReport.title
      }
      open={open}
      onClose={onClose}
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
        <TextField
          name="singleDate"
          type="date"
          label={messages.earningReport.date}
          max={today}
          value={values.singleDate}
          error={errors.singleDate}
          onValueChange={setDay('singleDate')}
        />
      ) : (
        <div className="earning-report__range">
          <TextField
            name="startDate"
            type="date"
            label={messages.earningReport.startDate}
            max={today}
            value={values.startDate}
            error={errors.startDate}
            onValueChange={setDay('startDate')}
          />
          <TextField
            name="endDate"
            type="date"
            label={messages.earningReport.endDate}
            min={values.startDate || undefined}
            max={today}
            value={values.endDate}
            error={errors.endDate}
            onValueChange={setDay('endDate')}
          />
        </div>
      )}
    </FormDialog>
  );
}
