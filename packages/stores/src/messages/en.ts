import { twoStepLogin } from '../session/messages.js';
import type { Catalogue } from './catalogue.js';
import { elements } from './elements.js';
import { messages } from './index.js';

/** The English catalogue as one object, the shape every other language's matches. */
export const catalogue: Catalogue = { messages, twoStepLogin, elements };
