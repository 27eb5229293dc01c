import type { Db } from '../../db/client';
import { assetAssignments, assets } from '../../db/schema/index';
import { ASSET_MODELS } from './scale-rows';

// The generator's catalogue, by category: [make and model, cost] and the tag prefix.
const MODELS: Record<string, [string, number][]> = {};
const PREFIX: Record<string, string> = {};
for (const [category, prefix, model, cost] of ASSET_MODELS) {
  (MODELS[category] ??= []).push([model, cost]);
  PREFIX[category] = prefix;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Assets of every category and status, some warranties ending within 30 days, with assignment history. */
export async function seedAssetsDemo(tx: Db, opts: { userIds: number[]; adminId: number }): Promise<void> {
  const cats = Object.keys(MODELS);
  const statuses = ['ASSIGNED', 'IN_STOCK', 'ASSIGNED', 'UNDER_REPAIR', 'ASSIGNED', 'RETIRED', 'ASSIGNED', 'LOST', 'IN_STOCK', 'ASSIGNED'];
  for (let i = 0; i < 30; i++) {
    const cat = cats[i % cats.length];
    const [model, cost] = MODELS[cat][i % MODELS[cat].length];
    const bought = -(200 + i * 37);
    const status = statuses[i % statuses.length];
    const user = opts.userIds[(i * 3) % opts.userIds.length];
    // Every fourth asset's warranty ends within the next month: the list flags it.
    const warranty = i % 4 === 0 ? day(5 + i) : day(bought + 3 * 365);
    const [a] = await tx
      .insert(assets)
      .values({
        tag: `${PREFIX[cat]}-${String(1001 + i)}`,
        category: cat,
        make_model: model,
        serial_no: `SN${(918273 + i * 7919).toString(36).toUpperCase()}`,
        purchase_date: day(bought),
        cost: cost || null,
        warranty_to: cat === 'SIM' ? null : warranty,
        status,
        assigned_to: status === 'ASSIGNED' ? user : null,
      })
      .returning({ id: assets.id });
    if (i % 3 === 0) {
      const other = opts.userIds[(i * 5 + 1) % opts.userIds.length];
      await tx.insert(assetAssignments).values({
        asset_id: a.id,
        user_id: other,
        issued_on: day(bought + 10),
        issue_condition: 'NEW',
        returned_on: day(bought + 120),
        return_condition: 'GOOD',
        issued_by: opts.adminId,
        returned_by: opts.adminId,
      });
    }
    if (status === 'ASSIGNED') {
      await tx.insert(assetAssignments).values({
        asset_id: a.id,
        user_id: user,
        issued_on: day(bought + 130),
        issue_condition: i % 3 === 0 ? 'GOOD' : 'NEW',
        issued_by: opts.adminId,
      });
    }
  }
}
