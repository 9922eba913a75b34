import type {
  Alert,
  AlertsAnswer,
  ListingKindKey,
  SecurityWatch,
  SecurityWatchKey,
  Watch,
} from '@sg-finance/contract';
import { apiClient } from '../../../lib/api-client';

const watchPath = (kind: ListingKindKey, id: string) =>
  `/api/me/watches/${kind}/${encodeURIComponent(id)}`;

export async function getMyWatches(): Promise<Watch[]> {
  const { data } = await apiClient.get<Watch[]>('/api/me/watches');
  return data;
}

/** Watches the product; answers the watch list. */
export async function watchProduct(kind: ListingKindKey, id: string): Promise<Watch[]> {
  const { data } = await apiClient.put<Watch[]>(watchPath(kind, id), {});
  return data;
}

export async function unwatchProduct(kind: ListingKindKey, id: string): Promise<Watch[]> {
  const { data } = await apiClient.delete<Watch[]>(watchPath(kind, id));
  return data;
}

export async function getMyAlerts(): Promise<AlertsAnswer> {
  const { data } = await apiClient.get<AlertsAnswer>('/api/me/alerts');
  return data;
}

export async function markAlertRead(id: string): Promise<Alert> {
  const { data } = await apiClient.post<Alert>(`/api/me/alerts/${encodeURIComponent(id)}/read`, {});
  return data;
}

export async function markAllAlertsRead(): Promise<AlertsAnswer> {
  const { data } = await apiClient.post<AlertsAnswer>('/api/me/alerts/read', {});
  return data;
}

const securityWatchPath = (security: SecurityWatchKey) => `/api/me/security-watches/${security}`;

/** Whether the user watches the next T-bill auction and the next Savings Bond window. */
export async function getMySecurityWatches(): Promise<SecurityWatch[]> {
  const { data } = await apiClient.get<SecurityWatch[]>('/api/me/security-watches');
  return data;
}

/** Watches the next T-bill auction or Savings Bond window; answers the security watches. */
export async function watchSecurity(security: SecurityWatchKey): Promise<SecurityWatch[]> {
  const { data } = await apiClient.put<SecurityWatch[]>(securityWatchPath(security), {});
  return data;
}

export async function unwatchSecurity(security: SecurityWatchKey): Promise<SecurityWatch[]> {
  const { data } = await apiClient.delete<SecurityWatch[]>(securityWatchPath(security));
  return data;
}
