/** The spec's text for a merchant that may not receive products (part 1 §5). */
export const merchantInactive = 'This merchant status is not active';
