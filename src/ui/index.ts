export { AuthCard, type AuthCardProps, type AuthCardWidth, authCardText } from './AuthCard/AuthCard';
export { Avatar, type AvatarProps, type AvatarSize, avatarSizes, initialsOf } from './Avatar/Avatar';
export { BottomBar, type BottomBarItem, type BottomBarProps } from './BottomBar/BottomBar';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonSizes,
  buttonVariants,
} from './Button/Button';
export { ButtonLink, type ButtonLinkProps } from './ButtonLink/ButtonLink';
export { Callout, type CalloutProps } from './Callout/Callout';
export { Carousel, type CarouselProps, NARROW_BELOW_PX } from './Carousel/Carousel';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog';
export {
  COPY_FAILED_MESSAGE,
  CopyButton,
  type CopyButtonProps,
  copyMessages,
  copyText,
} from './CopyButton/CopyButton';
export { CountBadge, type CountBadgeProps } from './CountBadge/CountBadge';
export {
  Countdown,
  type CountdownFormat,
  type CountdownProps,
  countdownFormats,
  formatRemaining,
} from './Countdown/Countdown';
export {
  type CountryOption,
  CountrySelect,
  type CountrySelectProps,
  formatCallingCode,
} from './CountrySelect/CountrySelect';
export { cx } from './cx';
export { Dialog, DialogClose, type DialogProps } from './Dialog/Dialog';
export { Drawer, DrawerClose, type DrawerProps, type DrawerSide, drawerSides } from './Drawer/Drawer';
export * from './dates';
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState';
export { ErrorModal, type ErrorModalProps } from './ErrorModal/ErrorModal';
export { FigureList, type FigureListProps, FigureRow, type FigureRowProps } from './FigureList/FigureList';
export {
  FilterDialog,
  type FilterDialogProps,
  type FilterField,
  type FilterValues,
} from './FilterDialog/FilterDialog';
export { Footer, type FooterContent, type FooterLink, type FooterProps } from './Footer/Footer';
export * from './filters';
export { formatDollars, formatUsdt, roundDecimal, shorten } from './format';
export { Header, type HeaderMember, type HeaderProps } from './Header/Header';
export { HeroCarousel, type HeroCarouselProps, type HeroSlide } from './HeroCarousel/HeroCarousel';
export { IconButton, type IconButtonProps } from './IconButton/IconButton';
export { ImagePicker, type ImagePickerProps } from './ImagePicker/ImagePicker';
export { ImageThumbs, type ThumbImage } from './ImageThumbs/ImageThumbs';
export * from './icons';
export { LinkCard, type LinkCardProps } from './LinkCard/LinkCard';
export { Notice, type NoticeProps, type NoticeVariant } from './Notice/Notice';
export { Numeric, type NumericProps } from './Numeric/Numeric';
export { type PagedRows, PagedTable, type PagedTableProps } from './PagedTable/PagedTable';
export { type Breadcrumb, PageHeader, type PageHeaderProps } from './PageHeader/PageHeader';
export { PasswordField, type PasswordFieldProps } from './PasswordField/PasswordField';
export { PinInput, type PinInputProps } from './PinInput/PinInput';
export { Prose, ProseMeta, type ProseProps, type ProseTone } from './Prose/Prose';
export { QrCode, type QrCodeProps, qrPath } from './QrCode/QrCode';
export {
  type CooldownView,
  idleCooldown,
  ResendCode,
  type ResendCodeProps,
} from './ResendCode/ResendCode';
export { RetryAlert, type RetryAlertProps } from './RetryAlert/RetryAlert';
export { ScrollRow, type ScrollRowProps, Section, type SectionProps } from './Section/Section';
export { Select, type SelectOption, type SelectProps } from './Select/Select';
export {
  ShareDialog,
  type ShareDialogProps,
  type ShareTarget,
  shareTargets,
  shareUrl,
} from './ShareDialog/ShareDialog';
export { ShowcaseCard, type ShowcaseCardProps, type ShowcaseFigure } from './ShowcaseCard/ShowcaseCard';
export {
  Sidebar,
  type SidebarGroup,
  type SidebarItem,
  type SidebarProps,
  type SidebarVariant,
} from './Sidebar/Sidebar';
export { Skeleton, type SkeletonProps, type SkeletonShape, skeletonShapes } from './Skeleton/Skeleton';
export { Spinner, type SpinnerProps, type SpinnerSize, spinnerSizes } from './Spinner/Spinner';
export { StatCard, type StatCardProps, type StatTrend } from './StatCard/StatCard';
export {
  type StatusKind,
  StatusPill,
  type StatusPillProps,
  type StatusTone,
  statusKindNames,
  statusKinds,
  statusOf,
} from './StatusPill/StatusPill';
export { type SummaryItem, SummaryRow, type SummaryRowProps } from './SummaryRow/SummaryRow';
export { Switch, type SwitchProps } from './Switch/Switch';
export { saveFile } from './saveFile';
export { clampPage, type PageMeta, Pagination, type PaginationProps, pageWindow } from './Table/Pagination';
export { Table, type TableColumn, type TableProps } from './Table/Table';
export { type TabItem, Tabs, type TabsProps } from './Tabs/Tabs';
export { TextField, type TextFieldProps } from './TextField/TextField';
export { type TickerItem, TickerTape, type TickerTapeProps } from './TickerTape/TickerTape';
export {
  clearToasts,
  notify,
  TOAST_AUTO_CLOSE_MS,
  TOAST_CARRIED_MS,
  TOAST_LIMIT,
  ToastHost,
  type ToastHostProps,
  type ToastOptions,
} from './ToastHost/ToastHost';
export { ToastsFollowPages } from './ToastHost/ToastsFollowPages';
export { layoutTree, type TreeLayout } from './TreeCanvas/layoutTree';
export { TreeCanvas, type TreeCanvasProps } from './TreeCanvas/TreeCanvas';
export type { TreeNodeInfo } from './TreeCanvas/TreeNodeItem';
export { TrendChart, type TrendChartProps, type TrendChartText } from './TrendChart/TrendChart';
export type { TrendPoint } from './TrendChart/trendChart';
export { useEarlyInput } from './useEarlyInput';
export { useMounted } from './useMounted';
export { useObjectUrl } from './useObjectUrl';
export { clampZoom, ZoomControl, type ZoomControlProps, type ZoomRange } from './ZoomControl/ZoomControl';
