/** One document of a person or a business: a licence, an ID card, a bank passbook, a photo. */
export interface SatDocument {
  /** Unique among the documents (e.g. the field's name, `drivingLicencePhoto`). */
  readonly id: string;
  /** What the document is, e.g. "Driving licence". */
  readonly label: string;
  /** The picture's URL (a signed link works); null when the document was not uploaded. */
  readonly src: string | null;
}
