// dayjs's locale is global state: set it at module init in BOTH bundles so antd's date
// components render the same text on the server and during hydration.
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/zh-cn';

dayjs.locale('zh-cn');
// Typed date-times are read against several formats (typedDateTime.ts); antd loads it too.
dayjs.extend(customParseFormat);

export default dayjs;
