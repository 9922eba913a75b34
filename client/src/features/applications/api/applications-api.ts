import type {
  Application,
  ApplicationCreate,
  ApplicationDaysUpdate,
  NotificationSettings,
  SpendEntry,
} from '@sg-finance/contract';
import { apiClient } from '../../../lib/api-client';

const base = '/api/me/applications';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

export async function getMyApplications(): Promise<Application[]> {
  return (await apiClient.get<Application[]>(base)).data;
}

export async function createApplication(body: ApplicationCreate): Promise<Application> {
  return (await apiClient.post<Application>(base, body)).data;
}

export async function updateApplicationDays(
  id: string,
  days: ApplicationDaysUpdate,
): Promise<Application> {
  return (await apiClient.put<Application>(`${one(id)}/days`, days)).data;
}

export async function addApplicationSpend(id: string, entry: SpendEntry): Promise<Application> {
  return (await apiClient.post<Application>(`${one(id)}/spend`, entry)).data;
}

export async function removeApplicationSpend(id: string, index: number): Promise<Application> {
  return (await apiClient.delete<Application>(`${one(id)}/spend/${index}`)).data;
}

export async function deleteApplication(id: string): Promise<Application[]> {
  return (await apiClient.delete<Application[]>(one(id))).data;
}

/** The deadlines as an iCalendar file's text (the call needs the session's token). */
export async function getApplicationsCalendar(): Promise<string> {
  return (await apiClient.get<string>(`${base}/calendar.ics`)).data;
}

export async function getNotificationSettings(): Promise<NotificationSettings> {
  return (await apiClient.get<NotificationSettings>('/api/me/notification-settings')).data;
}

export async function saveNotificationSettings(
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  return (await apiClient.put<NotificationSettings>('/api/me/notification-settings', settings))
    .data;
}

/** The digest's unsubscribe, by the signed token of its mail: no sign-in. */
export async function unsubscribeFromDigest(token: string): Promise<string> {
  const { data } = await apiClient.post<{ message: string }>('/api/digest/unsubscribe', undefined, {
    params: { token },
  });
  return data.message;
}
