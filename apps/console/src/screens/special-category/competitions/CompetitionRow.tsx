import type { competitions as competitionsContract } from '@satchel/api';
import { competitions, messages } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { CompetitionLogo } from './CompetitionLogo.js';
import { CompetitionProducts } from './CompetitionProducts.js';

const texts = messages.competitions;

/**
 * One competition of the expandable list: logo, name and status, its actions (add product,
 * remove product, edit, the disabled delete, show products), and its products while expanded.
 */
export function CompetitionRow({
  competition,
  expanded,
}: {
  competition: competitionsContract.Competition;
  expanded: boolean;
}) {
  const productsId = `competition-products-${competition.id}`;
  return (
    <li className="competition-row" aria-label={competition.name}>
      <div className="competition-row__summary">
        <CompetitionLogo logo={competition.logo} name={competition.name} />
        <span className="competition-row__name">{competition.name}</span>
        <span className={`competition-status competition-status--${competition.status}`}>
          {texts.statuses[competition.status]}
        </span>
        <div className="competition-row__actions">
          <SlButton
            size="small"
            onClick={() => competitions.openProductAssociation('associate', competition)}
          >
            {texts.addProduct}
          </SlButton>
          <SlButton
            size="small"
            onClick={() => competitions.openProductAssociation('dissociate', competition)}
          >
            {texts.removeProduct}
          </SlButton>
          <SlButton size="small" onClick={() => competitions.openEditCompetition(competition)}>
            {texts.edit}
          </SlButton>
          {/* Deleting a competition is not offered (spec part 2 §4). */}
          <SlButton size="small" variant="danger" outline disabled>
            {texts.delete}
          </SlButton>
          <SlButton
            size="small"
            variant={expanded ? 'default' : 'primary'}
            aria-expanded={expanded}
            aria-controls={expanded ? productsId : undefined}
            onClick={() => void competitions.toggleCompetitionProducts(competition.id)}
          >
            {expanded ? texts.hideProducts : texts.showProducts}
          </SlButton>
        </div>
      </div>
      {expanded ? <CompetitionProducts competition={competition} id={productsId} /> : null}
    </li>
  );
}
