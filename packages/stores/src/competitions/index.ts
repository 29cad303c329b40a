// The competitions screen's stores, as `@satchel/stores` exports them under `competitions`.
export {
  $competitionForm,
  $savingCompetition,
  type CompetitionForm,
  type CompetitionFormErrors,
  type CompetitionFormValues,
  closeCompetitionForm,
  competitionFormValues,
  openEditCompetition,
  openOnboardCompetition,
  saveCompetition,
} from './competition-form.js';
export { competitionProducts } from './competition-products.js';
export {
  COMPETITIONS_SCROLL_THRESHOLD,
  competitionsFeed,
  reloadCompetitions,
  searchCompetitions,
} from './competitions-list.js';
export {
  $changingAssociation,
  $productAssociation,
  type AssociationMode,
  changeProductAssociation,
  closeProductAssociation,
  openProductAssociation,
  type ProductAssociation,
} from './product-association.js';
