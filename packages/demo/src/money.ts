/** Money is computed in integer paise and written as exact rupee text: no floats in the data. */
export function rupees(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0)
    throw new Error(`Not an amount in paise: ${paise}`);
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/** A percentage given in hundredths (1250 = 12.50 %) as exact text for a numeric(5,2) column. */
export const percentText = (hundredths: number): string => rupees(hundredths);

/** `hundredths` percent (1250 = 12.50 %) of `paise`, rounded to the nearest paisa. */
export const percentOf = (paise: number, hundredths: number): number =>
  Math.round((paise * hundredths) / 10_000);
