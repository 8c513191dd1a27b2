import type { Translations } from '@sig/shared';

export const toolbarStrings: Translations = {
  es: { 'user.greeting': 'Bienvenido(a)', 'user.logout': 'Desconectar', 'user.login': 'Iniciar sesión', 'user.register': 'Registrarse', 'user.menu': 'Menú de usuario' },
  en: { 'user.greeting': 'Welcome', 'user.logout': 'Sign out', 'user.login': 'Sign in', 'user.register': 'Register', 'user.menu': 'User menu' },
  tr: { 'user.greeting': 'Hoş geldiniz', 'user.logout': 'Çıkış yap', 'user.login': 'Giriş yap', 'user.register': 'Kayıt ol', 'user.menu': 'Kullanıcı menüsü' },
  ar: { 'user.greeting': 'مرحبًا', 'user.logout': 'تسجيل الخروج', 'user.login': 'تسجيل الدخول', 'user.register': 'التسجيل', 'user.menu': 'قائمة المستخدم' },
};
