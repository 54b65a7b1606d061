import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** One published rate: `rate` units of `currency` for one euro on `date` (YYYY-MM-DD). */
export interface EcbRate {
  date: string;
  currency: string;
  rate: string;
}

/** What is wrong with a rates file, in words naming the place (thrown by parseEcbXml). */
export class EcbXmlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EcbXmlError';
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CURRENCY = /^[A-Z]{3}$/;
// The ECB writes plain positive decimals ("1.0823", "160.23"); nothing else is a rate.
const RATE = /^(?:0|[1-9]\d{0,11})(?:\.\d{1,10})?$/;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseAttributeValue: false,
  parseTagValue: false,
  // No DOCTYPE entity expansion: a rates file has none, and expansion is a memory bomb.
  processEntities: false,
  isArray: (name) => name === 'Cube',
});

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isRealDate = (text: string) =>
  DATE.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;

/** The element named `local` whatever its namespace prefix (gesmes:Envelope, Envelope). */
function child(node: Node, local: string): unknown {
  const key = Object.keys(node).find((k) => k === local || k.endsWith(`:${local}`));
  return key === undefined ? undefined : node[key];
}

/**
 * The rates of an ECB euro foreign exchange reference-rate file, in the shape of
 * eurofxref-daily.xml, eurofxref-hist.xml and eurofxref-hist-90d.xml:
 * `gesmes:Envelope > Cube > Cube time=… > Cube currency=… rate=…`. Any fault (not XML, another
 * shape, a bad date, currency or rate, a day or currency twice, no rates) throws EcbXmlError
 * naming it; nothing is returned from a file with a fault.
 */
export function parseEcbXml(xml: string): EcbRate[] {
  if (xml.trim() === '') throw new EcbXmlError('The file is empty');
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    throw new EcbXmlError(`Not well-formed XML at line ${valid.err.line}: ${valid.err.msg}`);

  const envelope = child(parser.parse(xml) as Node, 'Envelope');
  if (!isNode(envelope))
    throw new EcbXmlError(
      'Not an ECB reference-rate file: the root element is not gesmes:Envelope',
    );
  const outer = child(envelope, 'Cube');
  if (!Array.isArray(outer) || outer.length !== 1 || !isNode(outer[0]))
    throw new EcbXmlError('Not an ECB reference-rate file: gesmes:Envelope holds no single Cube');
  const days = child(outer[0], 'Cube');
  if (!Array.isArray(days) || days.length === 0)
    throw new EcbXmlError('The file holds no dates (no Cube with a time attribute)');

  const rates: EcbRate[] = [];
  const seenDays = new Set<string>();
  for (const [i, day] of days.entries()) {
    const date = isNode(day) ? day['@time'] : undefined;
    if (typeof date !== 'string' || !isRealDate(date))
      throw new EcbXmlError(
        `Day ${i + 1}: time "${String(date ?? '')}" is not a date in the form YYYY-MM-DD`,
      );
    if (seenDays.has(date)) throw new EcbXmlError(`${date}: the date appears twice`);
    seenDays.add(date);
    const entries = child(day as Node, 'Cube');
    if (!Array.isArray(entries) || entries.length === 0)
      throw new EcbXmlError(`${date}: no rates for this date`);
    const seen = new Set<string>();
    for (const entry of entries) {
      const currency = isNode(entry) ? entry['@currency'] : undefined;
      const rate = isNode(entry) ? entry['@rate'] : undefined;
      if (typeof currency !== 'string' || !CURRENCY.test(currency) || currency === 'EUR')
        throw new EcbXmlError(
          `${date}: currency "${String(currency ?? '')}" is not a three-letter code other than EUR`,
        );
      if (seen.has(currency)) throw new EcbXmlError(`${date}: ${currency} appears twice`);
      seen.add(currency);
      if (typeof rate !== 'string' || !RATE.test(rate) || !/[1-9]/.test(rate))
        throw new EcbXmlError(
          `${date}: the ${currency} rate "${String(rate ?? '')}" is not a positive decimal number`,
        );
      rates.push({ date, currency, rate });
    }
  }
  return rates;
}
