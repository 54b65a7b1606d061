import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { XMLParser } from 'fast-xml-parser';
import { validateXML } from 'xmllint-wasm';
import { isAppError, type AppError } from '@/lib/errors';
import {
  paypalPayouts,
  plainCsv,
  sepaCreditTransfer,
  type Debtor,
  type PaymentInstruction,
  type SepaFormat,
} from '@/lib/services/bank-files';

// Payment files (docs/payments.md#bank-files-built): the SEPA file is valid against the ISO 20022 /
// EPC schema and exact to the cent, PayPal files keep to one currency and 5,000 rows, and a
// payment a bank would refuse is refused here first, naming the payee.

const schemaOf = (format: SepaFormat) =>
  readFileSync(path.join(__dirname, '..', 'fixtures', 'sepa', `${format}.xsd`), 'utf8');

async function schemaErrors(xml: string, format: SepaFormat): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: 'payments.xml', contents: xml },
    schema: { fileName: `${format}.xsd`, contents: schemaOf(format) },
    maxMemoryPages: 4096,
  });
  return result.errors.map((e) => e.rawMessage);
}

const debtor: Debtor = {
  name: 'Affilia Network GmbH',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
};

const ACCOUNTS = [
  { iban: 'FR1420041010050500013M02606', bic: 'BNPAFRPPXXX' },
  { iban: 'NL91ABNA0417164300', bic: 'ABNANL2A' },
  { iban: 'ES9121000418450200051332', bic: null },
  { iban: 'AT611904300234573201', bic: null },
  { iban: 'BE68539007547034', bic: 'GEBABEBB' },
];

const sepaPayment = (over: Partial<PaymentInstruction> = {}): PaymentInstruction => ({
  partnerId: 7,
  payeeName: 'Jane Doe',
  reference: 'SB-2026-0001',
  amount: '120.50',
  currency: 'EUR',
  account: { method: 'sepa', ...ACCOUNTS[0]! },
  ...over,
});

const paypalPayment = (i: number, currency = 'EUR', amount = '10.00'): PaymentInstruction => ({
  partnerId: i,
  payeeName: `Partner ${i}`,
  reference: `SB-${i}`,
  amount,
  currency,
  account: { method: 'paypal', email: `partner${i}@example.com` },
});

const options = { executionDate: '2026-12-01', createdAt: new Date('2026-11-27T10:00:00Z') };

const parsed = (xml: string) =>
  new XMLParser({
    parseTagValue: false,
    ignoreAttributes: false,
    isArray: (n) => n === 'CdtTrfTxInf',
  }).parse(xml).Document.CstmrCdtTrfInitn;

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (isAppError(error)) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('SEPA credit transfer (pain.001)', () => {
  it.each(['pain.001.001.09', 'pain.001.001.03'] as const)(
    'is valid against the %s schema, batch booked, with the self-bill as end-to-end id',
    async (format) => {
      const instructions = [
        sepaPayment(),
        sepaPayment({
          partnerId: 8,
          payeeName: 'Łukasz Żółć & Søn',
          reference: 'SB-2026-0002',
          amount: '0.01',
          account: { method: 'sepa', ...ACCOUNTS[2]! },
        }),
        sepaPayment({
          partnerId: 9,
          reference: 'SB-2026-0003',
          amount: '999999999.99',
          account: { method: 'sepa', ...ACCOUNTS[1]! },
        }),
      ];
      const file = sepaCreditTransfer(instructions, debtor, { ...options, format });
      expect(await schemaErrors(file.body, format)).toEqual([]);
      expect(file.contentType).toMatch(/^application\/xml/);
      expect(file.filename).toMatch(/^sepa-AN\d{14}[0-9a-f]{8}\.xml$/);
      const doc = parsed(file.body);
      expect(doc.GrpHdr.NbOfTxs).toBe('3');
      expect(doc.GrpHdr.CtrlSum).toBe('1000000120.50');
      expect(doc.PmtInf.BtchBookg).toBe('true');
      expect(doc.PmtInf.CtrlSum).toBe('1000000120.50');
      expect(
        doc.PmtInf.CdtTrfTxInf.map((t: { PmtId: { EndToEndId: string } }) => t.PmtId.EndToEndId),
      ).toEqual(['SB-2026-0001', 'SB-2026-0002', 'SB-2026-0003']);
    },
  );

  it('debtor without a BIC still gives a valid file', async () => {
    const file = sepaCreditTransfer([sepaPayment()], { ...debtor, bic: null }, options);
    expect(await schemaErrors(file.body, 'pain.001.001.09')).toEqual([]);
  });

  it('transliterates names to the SEPA character set', () => {
    const file = sepaCreditTransfer(
      [
        sepaPayment({ payeeName: 'Zoë Müller-Lüdenscheidt' }),
        sepaPayment({ payeeName: 'Straße & Œuvre <Ltd> "Ærø"', reference: 'SB-2' }),
        sepaPayment({ payeeName: 'François Čapek', reference: 'SB-3' }),
      ],
      { ...debtor, name: 'Réseau Français SàRL' },
      options,
    );
    const doc = parsed(file.body);
    const names = doc.PmtInf.CdtTrfTxInf.map((t: { Cdtr: { Nm: string } }) => t.Cdtr.Nm);
    expect(names).toEqual([
      'Zoe Muller-Ludenscheidt',
      'Strasse + OEuvre Ltd AEro',
      'Francois Capek',
    ]);
    expect(doc.PmtInf.Dbtr.Nm).toBe('Reseau Francais SaRL');
    expect(file.body).toMatch(/^[\x20-\x7e\r\n\t]*$/);
  });

  it('message ids differ from file to file', () => {
    const ids = new Set(
      Array.from(
        { length: 50 },
        () => parsed(sepaCreditTransfer([sepaPayment()], debtor, options).body).GrpHdr.MsgId,
      ),
    );
    expect(ids.size).toBe(50);
  });

  it('control sums are exact where adding floats is not', () => {
    // 5,000 large transfers: added as floats (what the library does) the sum is off by cents.
    let seed = 2;
    const next = () => (seed = (seed * 48271) % 2147483647);
    const instructions = Array.from({ length: 5000 }, (_, i) =>
      sepaPayment({
        reference: `SB-${i}`,
        amount: `${(next() % 999_999_999) + 1}.${String(next() % 100).padStart(2, '0')}`,
      }),
    );
    const exact = instructions.reduce((sum, p) => sum + BigInt(p.amount.replace('.', '')), 0n);
    const exactText = `${exact / 100n}.${String(exact % 100n).padStart(2, '0')}`;
    const floatText = instructions.reduce((sum, p) => sum + Number(p.amount), 0).toFixed(2);
    expect(floatText).not.toBe(exactText); // the case this test is about
    const doc = parsed(sepaCreditTransfer(instructions, debtor, options).body);
    expect(doc.GrpHdr.CtrlSum).toBe(exactText);
    expect(doc.PmtInf.CtrlSum).toBe(exactText);
  });

  it('property: the control sum is the exact sum and every amount is in the file as given', () => {
    const cents = fc.bigInt({ min: 1n, max: 99_999_999_999n });
    const payment = fc.record({
      cents,
      account: fc.constantFrom(...ACCOUNTS),
      name: fc.string({ minLength: 1, maxLength: 90 }).filter((s) => /[a-zA-Z0-9]/.test(s)),
    });
    fc.assert(
      fc.property(fc.array(payment, { minLength: 1, maxLength: 40 }), (payments) => {
        const instructions = payments.map((p, i) =>
          sepaPayment({
            partnerId: i,
            payeeName: p.name,
            reference: `SB-${i}`,
            amount: `${p.cents / 100n}.${String(p.cents % 100n).padStart(2, '0')}`,
            account: { method: 'sepa', ...p.account },
          }),
        );
        const doc = parsed(sepaCreditTransfer(instructions, debtor, options).body);
        const total = payments.reduce((sum, p) => sum + p.cents, 0n);
        const totalText = `${total / 100n}.${String(total % 100n).padStart(2, '0')}`;
        expect(doc.GrpHdr.CtrlSum).toBe(totalText);
        expect(doc.PmtInf.CtrlSum).toBe(totalText);
        expect(doc.GrpHdr.NbOfTxs).toBe(String(payments.length));
        const amounts = doc.PmtInf.CdtTrfTxInf.map(
          (t: { Amt: { InstdAmt: { '#text': string; '@_Ccy': string } } }) =>
            t.Amt.InstdAmt['#text'],
        );
        expect(amounts).toEqual(instructions.map((p) => p.amount));
        for (const t of doc.PmtInf.CdtTrfTxInf) expect(t.Cdtr.Nm.length).toBeLessThanOrEqual(70);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses a non-EUR payment, naming the payee', () => {
    const error = refusal(() =>
      sepaCreditTransfer(
        [
          sepaPayment(),
          sepaPayment({
            payeeName: 'Ann Smith',
            partnerId: 12,
            reference: 'SB-9',
            currency: 'GBP',
          }),
        ],
        debtor,
        options,
      ),
    );
    expect(error.kind).toBe('validation');
    expect(error.fields).toEqual([
      {
        path: ['instructions', 1, 'currency'],
        kind: 'invalid_currency',
        message:
          'Payment to Ann Smith (partner 12, self-bill SB-9): SEPA transfers are in EUR only, not GBP',
      },
    ]);
    expect(error.message).toContain('Ann Smith');
  });

  it('refuses an invalid IBAN, naming the payee', () => {
    const error = refusal(() =>
      sepaCreditTransfer(
        [
          sepaPayment({
            payeeName: 'Bob Marley',
            account: { method: 'sepa', iban: 'DE89370400440532013001' },
          }),
        ],
        debtor,
        options,
      ),
    );
    expect(error.fields).toHaveLength(1);
    expect(error.fields[0]!.path).toEqual(['instructions', 0, 'account']);
    expect(error.fields[0]!.message).toBe(
      'Payment to Bob Marley (partner 7, self-bill SB-2026-0001): the IBAN DE89370400440532013001 is not valid',
    );
  });

  it('refuses amounts it would have to round, and other payees’ problems together', () => {
    const error = refusal(() =>
      sepaCreditTransfer(
        [
          sepaPayment({ amount: '10.005' }),
          sepaPayment({ amount: '1000000000.00', reference: 'SB-2' }),
          sepaPayment({ amount: '0', reference: 'SB-3' }),
          sepaPayment({ reference: 'SB/4//x' }),
          sepaPayment({ account: { method: 'paypal', email: 'a@b.example' }, reference: 'SB-5' }),
          sepaPayment({
            account: { method: 'sepa', iban: 'TR330006100519786457841326' },
            reference: 'SB-6',
          }),
          sepaPayment({
            account: { method: 'sepa', iban: 'FR1420041010050500013M02606', bic: 'COBADEFFXXX' },
            reference: 'SB-7',
          }),
          sepaPayment({ payeeName: '山田太郎', reference: 'SB-8' }),
        ],
        debtor,
        options,
      ),
    );
    expect(error.fields.map((f) => [f.path[1], f.path[2]])).toEqual([
      [0, 'amount'],
      [1, 'amount'],
      [2, 'amount'],
      [3, 'reference'],
      [4, 'account'],
      [5, 'account'],
      [6, 'account'],
      [7, 'payeeName'],
    ]);
  });

  it('refuses a network without a valid account of its own', () => {
    const error = refusal(() =>
      sepaCreditTransfer([sepaPayment()], { name: '', iban: 'XX00' }, options),
    );
    expect(error.fields.map((f) => f.path)).toEqual([
      ['debtor', 'name'],
      ['debtor', 'iban'],
    ]);
  });
});

describe('PayPal Payouts CSV', () => {
  it('writes PayPal’s columns, no header, amounts exact', () => {
    const [file, ...rest] = paypalPayouts(
      [paypalPayment(1, 'EUR', '100.5'), paypalPayment(2, 'EUR', '0.0700')],
      {
        networkName: 'Affilia',
      },
    );
    expect(rest).toEqual([]);
    expect(file!.filename).toBe('paypal-payouts-EUR.csv');
    expect(file!.contentType).toMatch(/^text\/csv/);
    expect(file!.body).toBe(
      'partner1@example.com,100.50,EUR,SB-1,Self-bill SB-1 from Affilia,PAYPAL\r\n' +
        'partner2@example.com,0.07,EUR,SB-2,Self-bill SB-2 from Affilia,PAYPAL\r\n',
    );
  });

  it('one currency a file, at most 5,000 rows a file', () => {
    const eur = Array.from({ length: 5001 }, (_, i) => paypalPayment(i, 'EUR'));
    const usd = Array.from({ length: 3 }, (_, i) => paypalPayment(10_000 + i, 'USD'));
    const files = paypalPayouts([...usd, ...eur], { networkName: 'Affilia' });
    expect(files.map((f) => f.filename)).toEqual([
      'paypal-payouts-EUR-1-of-2.csv',
      'paypal-payouts-EUR-2-of-2.csv',
      'paypal-payouts-USD.csv',
    ]);
    const lines = files.map((f) => f.body.trimEnd().split('\r\n'));
    expect(lines.map((l) => l.length)).toEqual([5000, 1, 3]);
    for (const [i, currency] of ['EUR', 'EUR', 'USD'].entries())
      expect(new Set(lines[i]!.map((l) => l.split(',')[2]))).toEqual(new Set([currency]));
    expect(lines[1]![0]).toMatch(/^partner5000@/);
  });

  it('a comma as decimal mark is quoted; whole-unit currencies refuse decimals', () => {
    const [file] = paypalPayouts([paypalPayment(1, 'EUR', '100.50')], {
      networkName: 'N',
      decimalSeparator: ',',
    });
    expect(file!.body).toMatch(/^partner1@example\.com,"100,50",EUR,/);
    const error = refusal(() =>
      paypalPayouts([paypalPayment(3, 'JPY', '1500.50')], { networkName: 'N' }),
    );
    expect(error.fields[0]!.message).toBe(
      'Payment to Partner 3 (partner 3, self-bill SB-3): the amount 1500.50 is not a positive amount with at most 0 decimals in JPY',
    );
    expect(paypalPayouts([paypalPayment(4, 'JPY', '1500')], { networkName: 'N' })[0]!.body).toMatch(
      /,1500,JPY,/,
    );
  });

  it('refuses a bank payment or a broken address, naming the payee', () => {
    const error = refusal(() =>
      paypalPayouts(
        [
          { ...paypalPayment(1), account: { method: 'paypal', email: 'not-an-address' } },
          sepaPayment({ payeeName: 'Jane Doe' }),
        ],
        { networkName: 'N' },
      ),
    );
    expect(error.fields.map((f) => f.message)).toEqual([
      'Payment to Partner 1 (partner 1, self-bill SB-1): the PayPal address not-an-address is not an e-mail address',
      'Payment to Jane Doe (partner 7, self-bill SB-2026-0001): paid by sepa, not by PayPal',
    ]);
  });
});

describe('plain CSV', () => {
  const mixed: PaymentInstruction[] = [
    sepaPayment({ amount: '120.5000' }),
    paypalPayment(2, 'USD', '7'),
    {
      partnerId: 3,
      payeeName: '=HYPERLINK("http://evil")',
      reference: 'SB-3',
      amount: '99.9999',
      currency: 'GBP',
      account: { method: 'bank', country: 'GB', sortCode: '123456', accountNumber: '12345678' },
    },
  ];

  it('lists every payment with its account masked, amounts exact', () => {
    const file = plainCsv(mixed);
    expect(file.body.split('\r\n')).toEqual([
      'payee,partner_id,method,account,amount,currency,reference',
      'Jane Doe,7,sepa,FR14*******************2606 BNPAFRPPXXX,120.50,EUR,SB-2026-0001',
      'Partner 2,2,paypal,p***@example.com,7.00,USD,SB-2',
      `"'=HYPERLINK(""http://evil"")",3,bank,GB 123456 ****5678,99.9999,GBP,SB-3`,
      '',
    ]);
  });

  it('shows accounts in full when asked', () => {
    const body = plainCsv(mixed, { accounts: 'full' }).body;
    expect(body).toContain('FR1420041010050500013M02606 BNPAFRPPXXX');
    expect(body).toContain('partner2@example.com');
    expect(body).toContain('GB 123456 12345678');
  });
});

describe('every format', () => {
  it('refuses a self-bill twice in one file (the bank would pay it twice)', () => {
    const twice = [sepaPayment(), sepaPayment({ partnerId: 8, payeeName: 'Copy' })];
    for (const make of [
      () => sepaCreditTransfer(twice, debtor, options),
      () => paypalPayouts([paypalPayment(1), paypalPayment(1)], { networkName: 'N' }),
      () => plainCsv(twice),
    ]) {
      const error = refusal(make);
      expect(error.fields).toHaveLength(1);
      expect(error.fields[0]!.path).toEqual(['instructions', 1, 'reference']);
      expect(error.fields[0]!.kind).toBe('duplicate');
      expect(error.fields[0]!.message).toContain('self-bill');
    }
  });
});
