import { compareClassLevels, schools } from '@satchel/api';
import { atom, computed } from 'nanostores';
import { api } from '../client.js';
import { createResource } from '../data/create-resource.js';
import { showErrorDialog } from '../feedback/dialog.js';
import { endedSession } from '../feedback/failures.js';
import { messages } from '../messages/index.js';

/** The Classes & Bundles modal: the branch whose classes it shows; null while closed. */
export interface ClassesView {
  readonly schoolId: string;
  readonly schoolName: string;
  readonly branchId: string;
  readonly area: string;
}

export const $classesView = atom<ClassesView | null>(null);

/** Opens the modal on a saved branch (spec part 2 §5: a branch without an id has no classes). */
export function openClasses(view: ClassesView): void {
  $openClasses.set({});
  $classesView.set(view);
}

export function closeClasses(): void {
  $classesView.set(null);
}

/**
 * The branch's classes, while the modal is open, in school order (the marketplace's existing
 * backend may answer them in another).
 */
const classLevels = createResource({
  key: $classesView,
  fetch: async (view: ClassesView) =>
    (
      await api.call(schools.classLevels, {
        params: { schoolId: view.schoolId, branchId: view.branchId },
      })
    ).data
      .map((entry) => entry.classLevel)
      .sort(compareClassLevels),
  onError: (error) => showErrorDialog(messages.schools.bundleOperationFailed, error),
});

export const $classLevels = classLevels.$state;

/** The bundles of one class, once its toggle revealed them. */
export interface ClassBundles {
  readonly loading: boolean;
  readonly bundles: readonly schools.Bundle[];
}

/** The classes whose toggles are on, each with its bundles; a class not here is folded. */
export const $openClasses = atom<Readonly<Record<string, ClassBundles>>>({});

/** A class's bundles, loaded again (on opening its toggle, and after a bundle of it changed). */
export async function loadClassBundles(classLevel: string): Promise<void> {
  const view = $classesView.get();
  if (!view) return;
  const shown = $openClasses.get()[classLevel];
  $openClasses.set({
    ...$openClasses.get(),
    [classLevel]: { loading: true, bundles: shown?.bundles ?? [] },
  });
  try {
    const { data } = await api.call(schools.bundles, {
      params: { schoolId: view.schoolId, branchId: view.branchId, classLevel },
    });
    if ($classesView.get() !== view || !(classLevel in $openClasses.get())) return;
    $openClasses.set({ ...$openClasses.get(), [classLevel]: { loading: false, bundles: data } });
  } catch (error) {
    if ($classesView.get() !== view) return;
    $openClasses.set({
      ...$openClasses.get(),
      [classLevel]: { loading: false, bundles: shown?.bundles ?? [] },
    });
    if (!endedSession(error)) showErrorDialog(messages.schools.bundleOperationFailed, error);
  }
}

/** A class's toggle: on reveals (and loads) its bundles, off folds them. */
export function toggleClass(classLevel: string, open: boolean): void {
  if (!open) {
    const { [classLevel]: _folded, ...others } = $openClasses.get();
    $openClasses.set(others);
    return;
  }
  void loadClassBundles(classLevel);
}

/**
 * After a bundle of `classLevel` was saved or deleted: a class new to the branch appears, and an
 * open class shows its bundles as they now are (a folded one loads them when opened).
 */
export async function refreshClass(classLevel: string): Promise<void> {
  if (!($classLevels.get().data ?? []).includes(classLevel)) await classLevels.reload();
  if (classLevel in $openClasses.get()) await loadClassBundles(classLevel);
}

/** Whether the modal shows anything yet. */
export const $classesLoading = computed($classLevels, (state) => state.loading && !state.data);
