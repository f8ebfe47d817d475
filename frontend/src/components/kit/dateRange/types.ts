/** A date range filter's props: dates as `YYYY-MM-DD`, both or none. */
export interface DateRangeFieldProps {
  value: [string, string] | null;
  onChange: (range: [string, string] | null) => void;
  placeholder: [string, string];
  testId?: string;
}
