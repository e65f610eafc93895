import type { Language } from "../../../src-shared/languages";
import { sayAll, sayIn } from "../../i18n/catalogs";

/**
 * The words of the scores and analytics CSVs (DESIGN §20–§21): headers only; numbers stay
 * machine-readable (rates as percentages, minutes with a point). In the server's catalog
 * (server.po, issue 30), like every other CSV's words.
 */
export const ANALYTICS_CSV_TEXTS = {
  scores: {
    attendant: /*i18n*/ {
      id: "csv.analytics.scores.attendant",
      message: "Housekeeper",
    },
    roomType: /*i18n*/ {
      id: "csv.analytics.scores.roomType",
      message: "Room type",
    },
    item: /*i18n*/ {
      id: "csv.analytics.scores.item",
      message: "Checklist item",
    },
    count: /*i18n*/ {
      id: "csv.analytics.scores.count",
      message: "Inspections",
    },
    meanScore: /*i18n*/ {
      id: "csv.analytics.scores.meanScore",
      message: "Mean score",
    },
    passRate: /*i18n*/ {
      id: "csv.analytics.scores.passRate",
      message: "Pass rate (%)",
    },
    okRate: /*i18n*/ {
      id: "csv.analytics.scores.okRate",
      message: "OK rate (%)",
    },
    mostFailed: /*i18n*/ {
      id: "csv.analytics.scores.mostFailed",
      message: "Most failed items",
    },
    id: /*i18n*/ { id: "csv.analytics.scores.id", message: "ID" },
  },
  days: {
    date: /*i18n*/ { id: "csv.analytics.days.date", message: "Date" },
    cleaned: /*i18n*/ {
      id: "csv.analytics.days.cleaned",
      message: "Rooms cleaned",
    },
    inspections: /*i18n*/ {
      id: "csv.analytics.days.inspections",
      message: "Inspections",
    },
    passRate: /*i18n*/ {
      id: "csv.analytics.days.passRate",
      message: "Pass rate (%)",
    },
    meanScore: /*i18n*/ {
      id: "csv.analytics.days.meanScore",
      message: "Mean score",
    },
    arrivals: /*i18n*/ {
      id: "csv.analytics.days.arrivals",
      message: "Arrivals",
    },
    readyShare: /*i18n*/ {
      id: "csv.analytics.days.readyShare",
      message: "Ready before arrival (%)",
    },
    guestRequestsDone: /*i18n*/ {
      id: "csv.analytics.days.guestRequestsDone",
      message: "Guest requests done",
    },
    guestRequestMedianMinutes: /*i18n*/ {
      id: "csv.analytics.days.guestRequestMedianMinutes",
      message: "Guest request median response (min)",
    },
    workOrdersOpened: /*i18n*/ {
      id: "csv.analytics.days.workOrdersOpened",
      message: "Work orders opened",
    },
    workOrdersClosed: /*i18n*/ {
      id: "csv.analytics.days.workOrdersClosed",
      message: "Work orders closed",
    },
    outOfOrderRoomNights: /*i18n*/ {
      id: "csv.analytics.days.outOfOrderRoomNights",
      message: "Out-of-order room-nights",
    },
    attendantHours: /*i18n*/ {
      id: "csv.analytics.days.attendantHours",
      message: "Housekeeper hours",
    },
    creditsPerAttendantHour: /*i18n*/ {
      id: "csv.analytics.days.creditsPerAttendantHour",
      message: "Credits per housekeeper hour",
    },
    minutesPerRoom: /*i18n*/ {
      id: "csv.analytics.days.minutesPerRoom",
      message: "Median minutes per room",
    },
  },
  fileName: {
    scores: /*i18n*/ {
      id: "csv.analytics.fileName.scores",
      message: "inspection-scores",
    },
    analytics: /*i18n*/ {
      id: "csv.analytics.fileName.analytics",
      message: "analytics",
    },
  },
};

export type AnalyticsCsvTexts = {
  [S in keyof typeof ANALYTICS_CSV_TEXTS]: Record<
    keyof (typeof ANALYTICS_CSV_TEXTS)[S],
    string
  >;
};

/** The analytics CSVs' words in one language. */
export function analyticsCsvTexts(language: Language): AnalyticsCsvTexts {
  const say = sayIn(language);
  const t = ANALYTICS_CSV_TEXTS;
  return {
    scores: sayAll(say, t.scores),
    days: sayAll(say, t.days),
    fileName: sayAll(say, t.fileName),
  };
}
