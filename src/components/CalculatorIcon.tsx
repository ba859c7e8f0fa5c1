import {
  ArrowLeftFromLine,
  BarChart,
  Calculator,
  Calendar,
  ChartColumnBig,
  Clock,
  DollarSign,
  Eye,
  FileSpreadsheet,
  Heart,
  LineChart,
  MousePointer,
  MousePointerClick,
  PieChart,
  PlayCircle,
  Scale,
  ShoppingCart,
  ThumbsUp,
  TrendingUp,
  UserCheck,
  UserMinus,
  UserPlus,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react';

/** Icons by the spec's names; ChartBarSquare is the spec's name for a boxed bar chart. */
const icons: Record<string, LucideIcon> = {
  ArrowLeftFromLine,
  BarChart,
  Calendar,
  ChartBarSquare: ChartColumnBig,
  Clock,
  DollarSign,
  Eye,
  FileSpreadsheet,
  Heart,
  LineChart,
  MousePointer,
  MousePointerClick,
  PieChart,
  PlayCircle,
  Scale,
  ShoppingCart,
  ThumbsUp,
  TrendingUp,
  UserCheck,
  UserMinus,
  UserPlus,
  Users,
  Zap,
};

/** A calculator's icon by name; an unknown name gets the default calculator icon. */
export function CalculatorIcon({ name, size = 24 }: { name: string; size?: number }) {
  const Icon = icons[name] ?? Calculator;
  return <Icon aria-hidden size={size} />;
}
