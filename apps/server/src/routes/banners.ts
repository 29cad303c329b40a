import { bannerMessages, banners, checkBanner, errorCodes, firstBannerIssue } from '@satchel/api';
import type { FastifyPluginAsync } from 'fastify';
import { type FileLinks, imageLink } from '../files/file-links.js';
import { storedImage } from '../files/stored-image.js';
import { HttpError, refusal } from '../http/http-error.js';
import { registerCall } from '../http/register-call.js';
import { registerList } from '../http/register-list.js';
import { type TargetRef, targetKey, targetTitles } from '../repos/banner-targets.js';
import {
  type Banner,
  type BannerFields,
  createBanner,
  deleteBanner,
  findBanner,
  listBanners,
  updateBanner,
} from '../repos/banners.js';
import type { Db } from '../repos/db.js';
import { isoTime } from './wire-time.js';

const notFound = () => refusal(404, errorCodes.bannerNotFound);

/** A banner as the wire shows it: its image as a link, its target by name. */
const bannerOnWire =
  (fileLinks: FileLinks) =>
  (banner: Banner & { redirectTitle: string | null }): banners.Banner => ({
    id: banner.id,
    title: banner.title,
    type: banner.type,
    redirectId: banner.redirectId,
    bannerUrl: imageLink(fileLinks, banner.bannerUrl),
    status: banner.status,
    categoryName: banner.categoryName,
    redirectTitle: (banner.redirectId !== null && banner.redirectTitle) || null,
    createdAt: isoTime(banner.createdAt),
  });

/** The target the body names: '' and null both mean none (the marketplace's console sends either). */
const redirectOf = (redirectId: string | null | undefined): string | null =>
  redirectId === undefined || redirectId === null || redirectId === '' ? null : redirectId;

/**
 * The name of the category or product a banner will lead to; refuses with 400 a target that
 * does not exist. Null for type none.
 */
async function existingTargetTitle(db: Db, target: TargetRef): Promise<string | null> {
  if (target.redirectId === null) return null;
  const title = (await targetTitles(db, [target])).get(targetKey(target));
  if (title === undefined) {
    throw new HttpError(400, `redirectId ${target.redirectId} names no ${target.type}`);
  }
  return title;
}

/** Refuses with 400 what the console's form refuses (domain/banner.ts, the same messages). */
function refuseBrokenBanner(banner: Parameters<typeof checkBanner>[0]): void {
  const issue = firstBannerIssue(checkBanner(banner));
  if (issue) throw new HttpError(400, issue);
}

/** The Banners calls (spec part 1 §7): list, create, change and delete. */
export const bannerRoutes: FastifyPluginAsync = async (app) => {
  const { db, files, fileLinks } = app;

  const onWire = bannerOnWire(fileLinks);
  /** A saved banner as the wire shows it, its target's name looked up again. */
  const answerWith = async (banner: Banner) => {
    const redirectTitle = (await targetTitles(db, [banner])).get(targetKey(banner)) ?? null;
    return onWire({ ...banner, redirectTitle });
  };

  registerList(app, banners.list, banners.bannerList, listBanners, onWire);

  registerCall(app, banners.create, async ({ body }) => {
    const target = { type: body.type, redirectId: redirectOf(body.redirectId) };
    const title = body.title.trim();
    const bannerUrl = body.bannerUrl.trim();
    refuseBrokenBanner({ ...target, title, bannerUrl });
    const targetTitle = await existingTargetTitle(db, target);
    const banner = await createBanner(db, {
      ...target,
      title,
      bannerUrl: await storedImage(files, 'bannerUrl', bannerUrl, bannerMessages.bannerUrlFormat),
      status: body.status ?? 'active',
      categoryName: target.type === 'category' ? targetTitle : null,
    });
    return { message: 'Banner created', data: await answerWith(banner) };
  });

  registerCall(app, banners.update, async ({ params, body }) => {
    const current = await findBanner(db, params.id);
    if (!current) throw notFound();
    const type = body.type ?? current.type;
    // A new type without a target of its own leaves the old one behind: it was of another kind.
    const redirectId =
      body.redirectId !== undefined
        ? redirectOf(body.redirectId)
        : type === current.type
          ? current.redirectId
          : null;
    const title = body.title?.trim() ?? current.title;
    const bannerUrl = body.bannerUrl?.trim();
    refuseBrokenBanner({
      type,
      redirectId,
      title,
      // A stored image left as it is is no new refusal.
      bannerUrl: bannerUrl ?? imageLink(fileLinks, current.bannerUrl),
    });
    const changes: Partial<BannerFields> = { title, type, redirectId };
    // A target left as it was is no new refusal, even when it has been removed since.
    if (type !== current.type || redirectId !== current.redirectId) {
      const targetTitle = await existingTargetTitle(db, { type, redirectId });
      changes.categoryName = type === 'category' ? targetTitle : null;
    }
    if (bannerUrl !== undefined)
      changes.bannerUrl = await storedImage(
        files,
        'bannerUrl',
        bannerUrl,
        bannerMessages.bannerUrlFormat,
      );
    if (body.status !== undefined) changes.status = body.status;
    const banner = await updateBanner(db, params.id, changes);
    if (!banner) throw notFound();
    return { message: 'Banner updated', data: await answerWith(banner) };
  });

  registerCall(app, banners.remove, async ({ params }) => {
    if (!(await deleteBanner(db, params.id))) throw notFound();
    return { message: 'Banner deleted' };
  });
};
