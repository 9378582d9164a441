import type { ApprovalSettlement } from '../../../shared/schemas/approval';
import type { AppServices } from '../../../electron/services/app-services';
import {
  readBridgeAddress,
  type BridgeAddress,
} from '../../../electron/services/approvals/bridge-address';
import { createTempHome, createTestServices, type TempHome } from '../../helpers/temp-home';
import { post, type Reply } from './bridge-client';

// The app's services on a temp home with the approvals bridge listening, as the approvals
// integration tests start them: every settlement is collected in `settled`.

export interface ApprovalsWorld {
  temp: TempHome;
  services: AppServices;
  address: BridgeAddress;
  settled: ApprovalSettlement[];
}

export async function startApprovalsWorld(): Promise<ApprovalsWorld> {
  const temp = await createTempHome();
  const services = await createTestServices(temp);
  const address = (await readBridgeAddress(temp.dataDir)) as BridgeAddress;
  const settled: ApprovalSettlement[] = [];
  services.approvals.onDidSettle((settlement) => settled.push(settlement));
  return { temp, services, address, settled };
}

/** POSTs a payload to the bridge's approve endpoint over TCP with the secret, as the shim does. */
export function approve(address: BridgeAddress, query: string, payload: unknown): Promise<Reply> {
  return post({ port: address.port as number }, `/v1/approve?${query}`, JSON.stringify(payload), {
    'x-hookyard-secret': address.secret,
  });
}
