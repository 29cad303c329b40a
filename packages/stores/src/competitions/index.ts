// The competitions screen's stores, as `@satchel/stores` exports them under `competitions`.
export {
  type CompetitionForm,
  type CompetitionFormValues,
  competitionForm,
  openEditCompetition,
  openOnboardCompetition,
} from './competition-form.js';
export { competitionProducts } from './competition-products.js';
export {
  COMPETITIONS_SCROLL_THRESHOLD,
  competitionsFeed,
  searchCompetitions,
} from './competitions-list.js';
export {
  type AssociationMode,
  openProductAssociation,
  type ProductAssociation,
  productAssociationForm,
} from './product-association.js';
