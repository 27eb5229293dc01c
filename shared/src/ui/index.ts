// The suite's one door to Chakra UI v3. Remotes import components from here, never from
// @chakra-ui/react, so the whole suite ships one Chakra and only the parts listed below.
export {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Checkbox,
  CloseButton,
  Container,
  Field,
  Flex,
  Grid,
  GridItem,
  Heading,
  HStack,
  IconButton,
  Image,
  Input,
  InputGroup,
  Link,
  NativeSelect,
  Portal,
  Separator,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  VStack,
  Collapsible,
  ButtonGroup,
  EmptyState,
  Stat,
  Span,
} from '@chakra-ui/react';
// Heavy ones load on first render (system-lazy.tsx); same API.
export { Dialog, FileUpload, Menu, Pagination, Progress, RatingGroup, Tabs, TagsCombobox, Tooltip } from './system-lazy';
export type { TagsComboboxOption, TagsComboboxProps } from './tags-combobox';
export { Spinner } from './spinner';
export { DateField, maskDate, DATE_PLACEHOLDER, type DateFieldProps } from './date-field';
export { DateTimeField, DateFilterField } from './date-time-field';
export { MoneyInput, groupIndian } from './money-input';
export { RepeatableRows, type RepeatableRowsProps, type RowColumn, type RepeatedRow } from './repeatable-rows';
export { ScrollRegion } from './scroll-region';
export { UiHosts, UiIsland, UiProvider } from './provider';
export { toaster, notify, AppToaster } from './toaster';
export { showPopup, successPopup, errorPopup, PopupHost, type PopupOptions } from './popup';
export { confirm, ConfirmHost, type ConfirmOptions } from './confirm';
export { TextField, PasswordField, SelectField } from './form-fields';
export { PasswordMeter } from './password-meter';
