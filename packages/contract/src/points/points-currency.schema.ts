import { z } from 'zod';
import { isCalendarDate, isHttpUrl } from '../text.js';
import { pointsCurrencyIds } from './points-currency-ids.js';
import { oneOf } from '../schema-fields.js';

const wholePositive = (what: string) =>
  z.number().int(`${what} must be a whole number`).positive(`${what} must be more than 0`);

const transferPartnerSchema = z.strictObject({
  programme: z.string().min(1),
  points: wholePositive('points'),
  miles: wholePositive('miles'),
});

/** A points currency as `pointsCurrencies` holds it and the open data answers it. */
export const pointsCurrencySchema = z
  .strictObject({
    id: oneOf(pointsCurrencyIds),
    name: z.string().min(1),
    bank: z.string().min(1),
    partners: z.array(transferPartnerSchema).min(1),
    conversionFeeSGD: z.number().min(0).meta({ unit: 'SGD' }),
    expiryMonths: wholePositive('expiryMonths').optional(),
    expiryNote: z.string().min(1).optional(),
    pools: z.boolean(),
    sources: z
      .array(
        z.strictObject({
          url: z.string().refine(isHttpUrl, 'must be an http(s) address'),
          publishedOn: z.string().refine(isCalendarDate, 'must be a date as YYYY-MM-DD'),
          states: z.string().min(1),
        }),
      )
      .min(1),
  })
  .refine((currency) => currency.partners[0]?.programme === 'KrisFlyer', {
    message: 'must list KrisFlyer first',
    path: ['partners'],
  });
