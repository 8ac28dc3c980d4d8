export { getCalendarLink } from './get-calendar-link';
export { issueCalendarLink, type IssuedCalendarLink } from './issue-calendar-link';
export { readCalendarFeed, type CalendarFeedFile } from './read-calendar-feed';
export { CALENDAR_MAX_EVENTS, calendarFeedUrl, isCalendarToken, type CalendarLinkJson } from './shared';
export { foldLine, icalText } from './ical';
