import {
  errorCodes,
  ListQuery,
  refusalMessages,
  type ViewListKind,
  viewListKinds,
  viewListQuery,
  views,
} from '@satchel/api';
import type { FastifyPluginAsync } from 'fastify';
import type { TObject } from 'typebox';
import { HttpError, refusal } from '../http/http-error.js';
import { answeringPgRefusals } from '../http/pg-refusals.js';
import { registerCall } from '../http/register-call.js';
import { validatorCompiler } from '../http/validator.js';
import type { Db } from '../repos/db.js';
import {
  changeView,
  countOwnViews,
  createView,
  deleteView,
  findListSettings,
  findView,
  type OwnedView,
  saveListSettings,
  visibleViews,
} from '../repos/list-views.js';
import { isoTime } from './wire-time.js';

const NAME_KEY = 'list_views_owner_name_key';

const viewOnWire = (view: OwnedView, adminId: string): views.ListView => ({
  id: view.id,
  list: view.list as ViewListKind,
  name: view.name,
  shared: view.shared,
  query: view.query,
  columns: view.columns,
  owner: { id: view.ownerId, username: view.ownerName },
  mine: view.ownerId === adminId,
  updatedAt: isoTime(view.updatedAt),
});

type QueryCheck = (query: views.ViewQuery) => void;

/** The paging and total keys every list takes: a view keeps its page size and sort, never these as filters. */
const pagingKeys: ReadonlySet<string> = new Set(Object.keys(ListQuery.properties));

/**
 * The check of a view's query against its list's query string (`viewListQuery`: a list call's,
 * or the merchant rows' of Sales Track), as the list would read it from a URL: a filter the list
 * does not take, or a value it refuses, is refused with the list's own message. The stored
 * filters are then ones the list's page takes as they are.
 */
function queryCheckOf(querystring: TObject): QueryCheck {
  const validate = validatorCompiler({
    schema: querystring,
    httpPart: 'querystring',
    method: views.create.method,
    url: views.create.path,
  }) as (input: unknown) => { error?: Error };
  const filterNames = new Set(
    Object.keys(querystring.properties).filter((name) => !pagingKeys.has(name)),
  );
  return ({ limit, sort, filters }) => {
    const unknown = Object.keys(filters).find((name) => !filterNames.has(name));
    if (unknown !== undefined) throw new HttpError(400, `${unknown} is not a filter of this list`);
    const { error } = validate({ ...filters, limit: String(limit), sort: String(sort) });
    if (error) throw new HttpError(400, error.message);
  };
}

const notFound = () => refusal(404, errorCodes.viewNotFound);

/** The view as its owner may change it: 404 when the caller cannot see it, 403 when not theirs. */
async function ownView(db: Db, list: ViewListKind, id: string, adminId: string) {
  const view = await findView(db, list, id);
  // Another operator's private view is not revealed: it does not exist for the caller.
  if (!view || (view.ownerId !== adminId && !view.shared)) throw notFound();
  if (view.ownerId !== adminId) {
    throw refusal(403, errorCodes.viewNotOwner, view.ownerName);
  }
  return view;
}

const trimmedName = (name: string): string => {
  const trimmed = name.trim();
  if (trimmed === '') throw new HttpError(400, 'A view needs a name');
  return trimmed;
};

const duplicateName = (name: string | undefined) => ({
  unique: {
    [NAME_KEY]: {
      status: 409 as const,
      message: refusalMessages[errorCodes.viewDuplicateName](name ?? 'so'),
      code: errorCodes.viewDuplicateName,
    },
  },
});

/**
 * Saved views of every list (and of Sales Track's merchant rows) and each operator's settings
 * of a list (its default view and columns), issue 29: kept here so they follow the operator to
 * any browser.
 */
export const viewRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const checks = new Map<ViewListKind, QueryCheck>(
    viewListKinds.map((kind) => [kind, queryCheckOf(viewListQuery(kind))]),
  );
  const checkQuery = (list: ViewListKind, query: views.ViewQuery) => checks.get(list)!(query);

  registerCall(app, views.list, async ({ params, admin }) => {
    const found = await visibleViews(db, params.list, admin.id);
    return { data: found.map((view) => viewOnWire(view, admin.id)) };
  });

  registerCall(app, views.create, async ({ params, body, admin }) => {
    const name = trimmedName(body.name);
    checkQuery(params.list, body.query);
    if ((await countOwnViews(db, params.list, admin.id)) >= views.MAX_VIEWS_PER_LIST) {
      throw refusal(409, errorCodes.viewsFull, views.MAX_VIEWS_PER_LIST);
    }
    const created = await answeringPgRefusals(
      createView(db, { ...body, name, list: params.list, ownerId: admin.id }),
      duplicateName(name),
    );
    const view = await findView(db, params.list, created.id);
    if (!view) throw notFound();
    return { message: 'View saved', data: viewOnWire(view, admin.id) };
  });

  registerCall(app, views.update, async ({ params, body, admin }) => {
    await ownView(db, params.list, params.id, admin.id);
    const name = body.name === undefined ? undefined : trimmedName(body.name);
    if (body.query) checkQuery(params.list, body.query);
    const changed = await answeringPgRefusals(
      changeView(db, params.id, { ...body, ...(name !== undefined && { name }) }),
      duplicateName(name),
    );
    const view = changed && (await findView(db, params.list, changed.id));
    if (!view) throw notFound();
    return { message: 'View saved', data: viewOnWire(view, admin.id) };
  });

  registerCall(app, views.remove, async ({ params, admin }) => {
    await ownView(db, params.list, params.id, admin.id);
    if (!(await deleteView(db, params.id))) throw notFound();
    return { message: 'View deleted' };
  });

  registerCall(app, views.settings, async ({ params, admin }) => ({
    data: await findListSettings(db, params.list, admin.id),
  }));

  registerCall(app, views.updateSettings, async ({ params, body, admin }) => {
    const { defaultViewId } = body;
    if (defaultViewId) {
      const view = await findView(db, params.list, defaultViewId);
      if (!view || (view.ownerId !== admin.id && !view.shared)) throw notFound();
    }
    const saved = await answeringPgRefusals(saveListSettings(db, params.list, admin.id, body), {
      // The view was deleted between the check and the write.
      foreignKey: { status: 400, message: 'That view no longer exists' },
    });
    return { message: 'List settings saved', data: saved };
  });
};
