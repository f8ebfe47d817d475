/** A date range filter's props: dates as `YYYY-MM-DD`, both or none. */
export interface DateRangeFieldProps {
  value: [string, string] | null;
  onChange: (range: [string, string] | null) => void;
  placeholder: [string, string];
  testId?: string;
}

/**
 * Where the user was in the lookalike when the real picker arrived: the input (0 start, 1 end)
 * with the focus, and whether it was clicked (a click opens the calendar; a focus alone does not).
 */
export interface CarriedFocus {
  index: 0 | 1;
  clicked: boolean;
}
