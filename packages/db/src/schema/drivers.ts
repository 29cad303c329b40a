import { drivers as driverContract } from '@satchel/api';
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { coordinate, createdAtColumn, digitsCheck, idCheck, idColumn, oneOf } from './columns.js';

/** The wire's driver statuses (the contract owns the list). */
export const driverStatuses = driverContract.driverStatuses;
export type DriverStatus = (typeof driverStatuses)[number];

/**
 * A driver's whole name as lists and "find anything" search it ("first last"). Its trigram index
 * (`drivers_full_name_trgm_idx`) serves only this very expression, so every search builds it here.
 */
export const driverFullName = (table: {
  readonly firstName: AnyPgColumn;
  readonly lastName: AnyPgColumn;
}): SQL => sql`${table.firstName} || ' ' || ${table.lastName}`;

/** Delivery drivers, their live availability and position, and their documents. */
export const drivers = pgTable(
  'drivers',
  {
    id: idColumn(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    whatsappNumber: text('whatsapp_number'),
    /** File keys in the file storage. */
    profilePicture: text('profile_picture'),
    status: text('status', { enum: driverStatuses }).notNull().default('pending'),
    isGolden: boolean('is_golden').notNull().default(false),
    isAvailable: boolean('is_available').notNull().default(false),
    isOutForDelivery: boolean('is_out_for_delivery').notNull().default(false),
    currentLatitude: coordinate('current_latitude'),
    currentLongitude: coordinate('current_longitude'),
    drivingLicencePhoto: text('driving_licence_photo'),
    aadhaarPhoto: text('aadhaar_photo'),
    vehicleRcPhoto: text('vehicle_rc_photo'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    idCheck('drivers', table.id),
    digitsCheck('drivers_phone_format', table.phone, 10),
    digitsCheck('drivers_whatsapp_number_format', table.whatsappNumber, 10),
    oneOf('drivers_status_value', table.status, driverStatuses),
    index('drivers_full_name_trgm_idx').using('gin', sql`(${driverFullName(table)}) gin_trgm_ops`),
    index('drivers_phone_idx').on(table.phone),
    index('drivers_status_idx').on(table.status, table.createdAt, table.id),
    index('drivers_created_at_idx').on(table.createdAt, table.id),
  ],
);
