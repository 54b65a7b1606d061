import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { createNetwork } from './networks';
import { createUser } from './users/create-user';
import { seedDemoTraffic } from './demo-traffic';
import { seedDemoRates } from './demo-rates';

export interface DemoCredentials {
  networkId: number;
  applicationKey: string;
  staff: { email: string; password: string; apiKey: string };
  brandUser: { email: string; password: string; apiKey: string };
  partnerUser: { email: string; password: string; apiKey: string };
}

const password = () => randomBytes(12).toString('base64url');

export async function hasAnyNetwork(db: Db): Promise<boolean> {
  const rows = await db.select({ id: t.networks.id }).from(t.networks).limit(1);
  return rows.length > 0;
}

/** The demo network's ids every seeding step needs: the network and its first staff user. */
interface Seed {
  tx: Tx;
  networkId: number;
  userId: number;
}

/**
 * A demo network with brands, campaigns, partners (with websites and databases) and
 * participations in every status, so a fresh install has something to look at.
 */
export async function seedDemoNetwork(db: Db): Promise<DemoCredentials> {
  const staffPassword = password();
  const network = await createNetwork(db, {
    name: 'Demo Network',
    email: 'staff@demo.example',
    password: staffPassword,
    userName: 'demo-staff',
    description: 'A network with sample brands, partners and campaigns',
  });
  const networkId = network.networkId;
  return db.transaction(async (tx) => {
    const seed: Seed = { tx, networkId, userId: network.userId };
    const brandRows = await seedBrands(seed);
    const campaignRows = await seedCampaigns(seed, brandRows);
    const partnerRows = await seedPartners(seed);
    await seedParticipations(seed, partnerRows, campaignRows);
    await seedConversions(seed, partnerRows, campaignRows);
    await seedDemoTraffic({ ...seed, partners: partnerRows, campaigns: campaignRows });
    await seedDemoRates(tx, networkId);
    const users = await seedUsers(seed, brandRows[0]!.id, partnerRows[0]!.id);
    return {
      networkId,
      applicationKey: network.applicationKey,
      staff: { email: 'staff@demo.example', password: staffPassword, apiKey: network.userApiKey },
      ...users,
    };
  });
}

type Ids = { id: number }[];

async function seedBrands({ tx, networkId, userId }: Seed): Promise<Ids> {
  return tx
    .insert(t.brands)
    .values(
      ['Northwind Outdoors', 'Contoso Books', 'Fabrikam Travel'].map((name, i) => ({
        networkId,
        accountName: name.toLowerCase().replace(/\s+/g, '-'),
        companyName: `${name} Ltd`,
        displayName: name,
        contactEmail: `partners@${name.split(' ')[0]!.toLowerCase()}.example`,
        address1: `${10 + i} High Street`,
        postcode: 'EC1A 1BB',
        country: 'GB',
        phone: '02079460000',
        signupIp: '203.0.113.10',
        createdBy: userId,
      })),
    )
    .returning({ id: t.brands.id });
}

/** Two campaigns per brand (one auto-approving, one reviewed); the second has custom terms. */
async function seedCampaigns({ tx, networkId, userId }: Seed, brandRows: Ids): Promise<Ids> {
  const campaignValues = brandRows.flatMap((brand, i) => [
    {
      networkId,
      brandId: brand.id,
      title: `Spring sale ${i + 1}`,
      destinationUrl: 'https://shop.example/spring',
      autoApprovePartner: true,
      defaultCommissionRate: '7.5000',
      defaultCurrency: 'GBP',
      description: { en: '<p>Seasonal offers, approved instantly.</p>' },
      terms: { en: { terms: 'Standard campaign terms.' } },
      createdBy: userId,
    },
    {
      networkId,
      brandId: brand.id,
      title: `Premium partners ${i + 1}`,
      destinationUrl: 'https://shop.example/premium',
      autoApprovePartner: false,
      hiddenCampaign: i === 2,
      defaultCommissionRate: '12.0000',
      defaultCurrency: 'EUR',
      description: { en: '<p>Reviewed by the brand.</p>' },
      createdBy: userId,
    },
  ]);
  const campaignRows = await tx
    .insert(t.campaigns)
    .values(campaignValues)
    .returning({ id: t.campaigns.id });
  await tx.insert(t.campaignTerms).values({
    networkId,
    campaignId: campaignRows[1]!.id,
    version: 1,
    title: 'Premium partner terms',
    content: '<p>No brand bidding on paid search.</p>',
    createdBy: userId,
  });
  return campaignRows;
}

/** Ten partners in every network status, each with a website and a database. */
async function seedPartners({ tx, networkId, userId }: Seed): Promise<Ids> {
  const statuses: ('a' | 'p' | 'r' | 'n')[] = ['a', 'a', 'a', 'a', 'a', 'p', 'p', 'p', 'r', 'n'];
  const [terms] = await tx
    .select({ id: t.networkTerms.id })
    .from(t.networkTerms)
    .where(eq(t.networkTerms.networkId, networkId));
  const partnerRows = await tx
    .insert(t.partners)
    .values(
      statuses.map((status, i) => ({
        networkId,
        accountName: `partner-${i + 1}`,
        companyName: `Partner ${i + 1} Media`,
        contactName: `Contact ${i + 1}`,
        contactEmail: `partner${i + 1}@partners.example`,
        networkStatus: status,
        operatingCountry: 'GB',
        promotionalMethod: 2, // Content / Blog
        vertical: 2, // Retail
        signupIp: '198.51.100.7',
        termsId: terms?.id ?? null,
        createdBy: userId,
      })),
    )
    .returning({ id: t.partners.id });
  await tx.insert(t.partnerWebsites).values(
    partnerRows.map((p, i) => ({
      networkId,
      partnerId: p.id,
      primary: true,
      websiteUrl: `https://partner${i + 1}.example`,
      websiteName: `Partner ${i + 1} blog`,
      websiteCountry: 'GB',
    })),
  );
  await tx.insert(t.partnerDatabases).values(
    partnerRows.map((p, i) => ({
      networkId,
      partnerId: p.id,
      creationMethod: 'opt-in',
      databaseName: `Newsletter ${i + 1}`,
      size: 1000 * (i + 1),
      male: 40,
      female: 60,
      minAge: 18,
      maxAge: 65,
    })),
  );
  return partnerRows;
}

/** Participations in every status, each with its history row. */
async function seedParticipations(
  { tx, networkId, userId }: Seed,
  partnerRows: Ids,
  campaignRows: Ids,
): Promise<void> {
  const plan: { partner: number; campaign: number; status: 'a' | 'p' | 'r' }[] = [
    { partner: 0, campaign: 0, status: 'a' },
    { partner: 1, campaign: 0, status: 'a' },
    { partner: 0, campaign: 1, status: 'p' },
    { partner: 2, campaign: 1, status: 'p' },
    { partner: 3, campaign: 3, status: 'r' },
    { partner: 8, campaign: 2, status: 'r' },
  ];
  for (const p of plan) {
    const [row] = await tx
      .insert(t.participations)
      .values({
        networkId,
        partnerId: partnerRows[p.partner]!.id,
        campaignId: campaignRows[p.campaign]!.id,
        status: p.status,
        approvedAt: p.status === 'a' ? new Date() : null,
      })
      .returning({ id: t.participations.id });
    await tx.insert(t.participationHistory).values({
      networkId,
      participationId: row!.id,
      fromStatus: null,
      toStatus: p.status,
      actorUserId: userId,
      reason: 'demo data',
    });
  }
}

/**
 * Conversions in every status for the approved participations, so the partner report, the
 * jobs and the console show real data. Commission is the campaign's 7.5%.
 */
async function seedConversions(
  { tx, networkId, userId }: Seed,
  partnerRows: Ids,
  campaignRows: Ids,
): Promise<void> {
  const conversionStatuses = ['pending', 'approved', 'rejected', 'fraudulent'] as const;
  const day = 24 * 60 * 60 * 1000;
  const now = Date.now();
  const conversionRows = await tx
    .insert(t.conversions)
    .values(
      Array.from({ length: 24 }, (_, i) => {
        const value = (20 + i * 7.35).toFixed(2);
        return {
          networkId,
          campaignId: campaignRows[0]!.id,
          partnerId: partnerRows[i % 2]!.id,
          conversionReference: `DEMO-${1000 + i}`,
          customerType: i % 3 === 0 ? ('new' as const) : ('existing' as const),
          status: conversionStatuses[i % 4]!,
          reason: conversionStatuses[i % 4] === 'rejected' ? 'Order returned' : null,
          currency: 'GBP',
          value,
          commission: sql`round(${value}::numeric * 0.075, 4)`,
          commissionCurrency: 'GBP',
          conversionTime: new Date(now - (24 - i) * day),
          createdBy: userId,
        };
      }),
    )
    .returning({ id: t.conversions.id });
  await tx.insert(t.conversionHistory).values(
    conversionRows.map((c) => ({
      networkId,
      conversionId: c.id,
      action: 'recorded' as const,
      actorUserId: userId,
    })),
  );
}

/** A brand user granted the first brand and a partner user of the first partner. */
async function seedUsers(
  { tx, networkId }: Seed,
  brandId: number,
  partnerId: number,
): Promise<Pick<DemoCredentials, 'brandUser' | 'partnerUser'>> {
  const brandPassword = password();
  const brandUser = await createUser(tx, {
    networkId,
    role: 'brand',
    userName: 'demo-brand',
    email: 'brand@demo.example',
    password: brandPassword,
    brandIds: [brandId],
  });
  const partnerPassword = password();
  const partnerUser = await createUser(tx, {
    networkId,
    role: 'partner',
    userName: 'demo-partner',
    email: 'partner@demo.example',
    password: partnerPassword,
    partnerId,
  });
  return {
    brandUser: {
      email: 'brand@demo.example',
      password: brandPassword,
      apiKey: brandUser.userApiKey,
    },
    partnerUser: {
      email: 'partner@demo.example',
      password: partnerPassword,
      apiKey: partnerUser.userApiKey,
    },
  };
}
