import { deadlineLabels, siteName, type Application } from '@sg-finance/contract';
import ical from 'ical-generator';

/** A Singapore day as the all-day event's date (ical-generator writes all-day dates in UTC). */
function eventDate(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date));
}

/**
 * The deadlines of the applications as an iCalendar file: one all-day event per date, each with
 * a UID of its application and date name, so a calendar that imports the file again updates its
 * events instead of adding copies.
 */
export function applicationsCalendar(
  applications: readonly Application[],
  siteUrl: string,
  applicationsPageUrl: string,
): string {
  const host = new URL(siteUrl).host;
  const calendar = ical({
    name: `${siteName}: my applications`,
    prodId: { company: siteName, product: 'Applications tracker', language: 'EN' },
  });
  for (const application of applications) {
    for (const deadline of application.deadlines) {
      calendar.createEvent({
        id: `${application.id}-${deadline.name}@${host}`,
        start: eventDate(deadline.day),
        allDay: true,
        summary: `${deadlineLabels[deadline.name]}: ${application.product.title}`,
        description: `${application.offer.description}\n${applicationsPageUrl}`.trim(),
        url: applicationsPageUrl,
      });
    }
  }
  return calendar.toString();
}
