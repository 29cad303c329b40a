import { expect } from '@open-wc/testing';
import type { SatEventName } from '../../internal/sat-element.js';
import { CsvIntake, type CsvIntakeHost } from './csv-dropzone.intake.js';
import { satCsvDropzoneStrings } from './csv-dropzone.strings.js';

describe('CsvIntake', () => {
  const csv = () => new File(['sku,price\r\nA1,10\r\n'], 'products.csv');

  function intake(host: Partial<Pick<CsvIntakeHost, 'disabled' | 'file'>> = {}) {
    const taken: File[] = [];
    const events: [SatEventName, unknown][] = [];
    const state = { disabled: false, file: null as File | null, ...host };
    const controller = new CsvIntake(
      {
        get disabled() {
          return state.disabled;
        },
        get file() {
          return state.file;
        },
        renderRoot: document.createElement('div'),
        addController: () => undefined,
        removeController: () => undefined,
        requestUpdate: () => undefined,
        updateComplete: Promise.resolve(true),
      },
      {
        text: () => satCsvDropzoneStrings,
        emit: (name, detail) => {
          events.push([name, detail]);
          return true;
        },
      },
      (file) => taken.push(file),
    );
    return { controller, taken, events, state };
  }

  it('takes a CSV by its name, or by its type whatever the name', () => {
    const { controller, taken, events } = intake();
    const named = csv();
    const typed = new File(['a'], 'export', { type: 'text/csv' });
    controller.take(named);
    controller.take(typed);
    expect(taken).to.deep.equal([named, typed]);
    expect(events).to.deep.equal([]);
    expect(controller.message).to.equal('');
  });

  it('refuses a file that is not a CSV, showing and reporting the wrong-type message', () => {
    const { controller, taken, events } = intake();
    controller.take(new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(taken).to.deep.equal([]);
    expect(controller.message).to.equal(satCsvDropzoneStrings.wrongType);
    expect(events).to.deep.equal([
      ['sat-file-error', { message: satCsvDropzoneStrings.wrongType }],
    ]);
  });

  it('refuses a second file while one is held, until Change lets the next one replace it', () => {
    const { controller, taken } = intake({ file: csv() });
    controller.take(csv());
    expect(taken).to.have.length(0);
    expect(controller.message).to.equal(satCsvDropzoneStrings.alreadyUploaded);

    controller.replace();
    expect(controller.message).to.equal('');
    const replacement = csv();
    controller.take(replacement);
    expect(taken).to.deep.equal([replacement]);
  });

  it('uses Change up on a refused file: the next one is refused as already uploaded', () => {
    const { controller, taken } = intake({ file: csv() });
    controller.replace();
    controller.take(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(controller.message).to.equal(satCsvDropzoneStrings.wrongType);
    controller.take(csv());
    expect(taken).to.have.length(0);
    expect(controller.message).to.equal(satCsvDropzoneStrings.alreadyUploaded);
  });

  it('ignores files while disabled, without a message', () => {
    const { controller, taken, events } = intake({ disabled: true });
    controller.take(csv());
    controller.take(new File(['x'], 'photo.png'));
    expect([taken, events, controller.message]).to.deep.equal([[], [], '']);
  });
});
