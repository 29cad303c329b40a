import { errorCodes, products } from '@satchel/api';
import type { FastifyPluginAsync } from 'fastify';
import { type FileLinks, imageLink } from '../files/file-links.js';
import { refusal } from '../http/http-error.js';
import { registerCall } from '../http/register-call.js';
import { registerList } from '../http/register-list.js';
import { type ListedProduct, listProducts, setProductAdminDisabled } from '../repos/products.js';

/** A product as the wire shows it; its first image as a link the browser can load. */
export const productOnWire =
  (fileLinks: FileLinks) =>
  (product: ListedProduct): products.Product => {
    const [firstImage] = product.images;
    return {
      id: product.id,
      parentProductId: product.parentProductId,
      sku: product.sku,
      title: product.title,
      brand: product.brand,
      adminDisabled: product.adminDisabled,
      productType: product.productType,
      merchantId: product.merchantId,
      storeName: product.storeName,
      price: Number(product.price),
      stock: product.stock,
      image: firstImage === undefined ? null : imageLink(fileLinks, firstImage),
      parentSku: product.parentSku,
      parentTitle: product.parentTitle,
    };
  };

/** The Products screen's calls (spec part 1 §7): the list and the adminDisabled toggle. */
export const productRoutes: FastifyPluginAsync = async (app) => {
  const { db, fileLinks } = app;
  const onWire = productOnWire(fileLinks);

  registerList(app, products.list, products.productList, listProducts, onWire);

  registerCall(app, products.setAdminDisabled, async ({ params, body }) => {
    const product = await setProductAdminDisabled(db, params.id, body.adminDisabled);
    if (!product) {
      throw refusal(404, errorCodes.productNotFound);
    }
    return {
      message: body.adminDisabled ? 'Product disabled' : 'Product enabled',
      data: onWire(product),
    };
  });
};
