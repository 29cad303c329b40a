import { useStore } from '@nanostores/react';
import type { schools as schoolsContract } from '@satchel/api';
import { history, messages, schools } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { FormDialog } from '../../../components/form/FormDialog.js';
import { SwitchField } from '../../../components/form/SwitchField.js';
import { LoadingIndicator } from '../../../components/loading-indicator/LoadingIndicator.js';
import { useMay } from '../../../components/permissions/useMay.js';

const texts = messages.schools;

/**
 * One bundle of a class: its set, what it holds, Edit, Delete (disabled, spec part 2 §4) and
 * History (issue #30).
 */
function BundleRow({ bundle }: { bundle: schoolsContract.Bundle }) {
  const { setType, set } = schools.setOf(bundle);
  const label = texts.setTypes[setType];
  const may = useMay();
  return (
    <li className="classes__bundle">
      <div>
        <strong>{label}</strong> · {texts.statuses[bundle.status]}
        <div>
          {texts.bundleSummary(set?.products.length ?? 0, set?.discount ?? 0, set?.tax ?? 0)} ·{' '}
          {texts.merchantCount(bundle.merchants.length)}
        </div>
      </div>
      <div className="school-form__actions">
        <SlButton size="small" onClick={() => schools.openEditBundle(bundle)}>
          {texts.edit}
        </SlButton>
        <SlButton size="small" disabled onClick={() => schools.requestBundleDeletion(bundle)}>
          {texts.delete}
        </SlButton>
        {may('audit:read') ? (
          <SlButton
            size="small"
            onClick={() =>
              history.openHistory({
                kind: 'bundles',
                id: bundle.id,
                title: `${label} (${bundle.classLevel})`,
              })
            }
          >
            {messages.history.open}
          </SlButton>
        ) : null}
      </div>
    </li>
  );
}

/** A class with the toggle that reveals its bundles. */
function ClassEntry({
  classLevel,
  open,
}: {
  classLevel: string;
  open: schools.ClassBundles | undefined;
}) {
  return (
    <li className="classes__class">
      <div className="classes__class-bar">
        <strong>{texts.classLabel(classLevel)}</strong>
        <SwitchField
          name={`class-${classLevel}`}
          label={texts.showBundles(classLevel)}
          checked={open !== undefined}
          onValueChange={(checked) => schools.toggleClass(classLevel, checked)}
        />
        <SlButton size="small" onClick={() => schools.openAddBundle(classLevel)}>
          {texts.addBundle}
        </SlButton>
      </div>
      {open ? (
        open.loading && open.bundles.length === 0 ? (
          <LoadingIndicator inline />
        ) : open.bundles.length === 0 ? (
          <p>{texts.noBundles}</p>
        ) : (
          <ul className="classes__list" aria-label={texts.classLabel(classLevel)}>
            {open.bundles.map((bundle) => (
              <BundleRow key={bundle.id} bundle={bundle} />
            ))}
          </ul>
        )
      ) : null}
    </li>
  );
}

/** The Classes & Bundles modal of one branch (spec part 2 §2). */
export function ClassesDialog() {
  const view = useStore(schools.$classesView);
  const levels = useStore(schools.$classLevels);
  const loading = useStore(schools.$classesLoading);
  const openClasses = useStore(schools.$openClasses);
  const classLevels = levels.data ?? [];
  return (
    <FormDialog
      label={view ? texts.classesOf(view.schoolName, view.area) : texts.classesAndBundles}
      open={view !== null}
      onClose={schools.closeClasses}
      width="44rem"
    >
      <div>
        <SlButton variant="primary" onClick={() => schools.openAddBundle()}>
          {texts.addBundle}
        </SlButton>
      </div>
      {loading ? (
        <LoadingIndicator inline />
      ) : classLevels.length === 0 ? (
        <p>{texts.noClasses}</p>
      ) : (
        <ul className="classes__list">
          {classLevels.map((classLevel) => (
            <ClassEntry key={classLevel} classLevel={classLevel} open={openClasses[classLevel]} />
          ))}
        </ul>
      )}
    </FormDialog>
  );
}
