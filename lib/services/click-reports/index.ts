export {
  clickReportPage,
  clickReportPages,
  type ClickReportPage,
  type ClickReportTarget,
  type ClickRow,
} from './click-report';
